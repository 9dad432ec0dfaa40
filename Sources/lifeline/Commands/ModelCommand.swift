import ArgumentParser
import LifelineModel
import LifelineRender

/// `lifeline model`: the routing table, as text or JSON.
struct ModelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "model",
        abstract: "Show which delegate UIKit calls for each callback, under each profile.",
        discussion: """
            Prints the routing table from Lifeline's model: every life-cycle callback with its \
            Swift spelling, the protocol that declares it, and whether UIKit delivers it under \
            ios12, ios13, ipados-multiwindow and swiftui; then the notifications with their \
            documented order; then the actions a scenario names, each with the fact it follows. \
            Each row cites Docs/lifecycle-facts.md.

            Examples:
              lifeline model
              lifeline model --profile ios13
              lifeline model --format json
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Option(help: "Show only this profile's column (\(Profile.allValueStrings.joined(separator: ", "))).")
    var profile: Profile?

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    func run() throws {
        let profiles = profile.map { [$0] } ?? Profile.allCases
        switch format {
        case .text: printOut(RoutingTable.text(profiles: profiles, color: Terminal.colorEnabled), terminator: "")
        case .json: printOut(RoutingTable.json(profiles: profiles), terminator: "")
        }
    }
}
