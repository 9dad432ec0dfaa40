// The drop-in logger: see the import issue.
