// The section's page, medical information's team inbox, as a chunk of its own (section.ts).
export { TeamInboxPage as default } from '../../medical-information/index.ts';
