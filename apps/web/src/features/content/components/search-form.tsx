import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { SEARCH_QUERY_MAX_LENGTH } from '@pulso/contracts/content/limits';
import { useTranslation } from '../../../lib/translation.tsx';

/** The search box: submitting puts the words in the URL (`?q=`), which runs the search. */
export function SearchForm({ query, onSearch }: { query: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(query);
  const [shown, setShown] = useState(query);
  // The URL changed (back button, a link): the box shows what is searched.
  if (shown !== query) {
    setShown(query);
    setText(query);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} aria-label={t('search.formLabel')}>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <TextInput
          type="search"
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          style={{ flex: 1 }}
          size="md"
        />
        <Button type="submit" size="md">
          {t('search.submit')}
        </Button>
      </Group>
    </form>
  );
}
