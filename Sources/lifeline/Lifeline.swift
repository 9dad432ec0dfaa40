import ArgumentParser

@main
struct Lifeline: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifeline",
        abstract: "Simulate, check and draw the iOS app and scene life cycle.",
        version: "0.1.0"
    )
}
