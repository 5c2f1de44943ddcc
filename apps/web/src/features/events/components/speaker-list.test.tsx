import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpApp } from '../../../testing/render-app.tsx';
import { SpeakerList } from './speaker-list.tsx';

const speaker = (name: string) => ({ name, description: null, photoUrl: null });

describe('speaker list', () => {
  it("shows each speaker's initials, not the first letter of the title before the name", () => {
    const { wrap } = setUpApp({ country: 'br' });
    render(
      wrap(
        <SpeakerList
          speakers={[
            speaker('Dra. Marta Rojas'),
            speaker('Dr Gustavo Pereira'),
            speaker('Prof. Dr. Thiago Martins'),
            speaker('Profa. Ana Souza'),
            speaker('Camila Torres'),
          ]}
        />,
      ),
    );
    const initials = screen
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.mantine-Avatar-root')?.textContent);
    expect(initials).toEqual(['MR', 'GP', 'TM', 'AS', 'CT']);
  });
});
