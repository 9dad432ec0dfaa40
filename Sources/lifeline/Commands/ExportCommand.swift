import ArgumentParser
struct ExportCommand: ParsableCommand {}
