// Mantine's styles of the components the shell and the public pages (landing, legal pages) use,
// and of the login's modal, which opens over any of them; per component in the order of Mantine's
// own styles.css (which dependencies need): the landing downloads nothing more (issue 11). Every
// other screen loads mantine-styles-more.ts too (app-styles.ts). mantine-styles.test.ts checks
// that no component the app uses is missing from both; the journey e2e/styles.spec.ts that every
// Mantine class on the public pages, the login's dialog and the cookie preferences has its rule.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
// Pulso's theme as CSS variables, written at build time instead of by MantineProvider (theme-variables.ts).
import './theme-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
