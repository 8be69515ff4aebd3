/**
 * Runs a command-line tool: --help prints the usage; 'usage' from the tool prints it as an error
 * (exit 2); a failure prints its message alone, never a stack trace (exit 1).
 */
export function runTool(usage: string, tool: (args: string[]) => Promise<'usage' | 'done'>): void {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  tool(args).then(
    (outcome) => {
      if (outcome === 'usage') {
        console.error(usage);
        process.exit(2);
      }
      process.exit(0);
    },
    (error) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
