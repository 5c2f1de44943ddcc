// Mantine's Alert alone, for lazy-alert.tsx's import().
export { Alert } from '@mantine/core';
