// The process print-data checks run in (print-checker.ts): one check per message, its inspection
// or its error sent back.
import { inspectPrintFile } from './print-check.ts';

// The shop's process gone, this one goes too.
process.on('disconnect', () => process.exit(0));
process.on('message', (message: { path: string; size: string }) => {
  inspectPrintFile(message.path, message.size).then(
    (inspection) => process.send?.({ inspection }),
    (error: unknown) => process.send?.({ error: error instanceof Error ? error.message : String(error) }),
  );
});
