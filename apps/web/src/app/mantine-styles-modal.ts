// Mantine's styles of the login screen set (a modal with text and password inputs), in the order
// of Mantine's styles.css, after mantine-styles.ts: loaded with the login (screen-set-host.tsx) so
// that /signin downloads no other component's styles (issue 11). mantine-styles-more.ts loads
// them first, for every other screen.
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/PasswordInput.css';
