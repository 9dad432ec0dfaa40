import Foundation
import LifelineModel
import LifelineSupport
import LifelineTrace

/// Runs a scenario under a profile and produces its trace: the entry point the command line
/// and the tests use.
public struct Simulation {
    package var scenario: Scenario
    package var profile: Profile
    /// From `--info-plist`; nil means the Info.plist Xcode's template writes for the profile.
    package var configuration: AppConfiguration?
    /// Your delegates; nil means the scenario's, which implement every method.
    package var delegates: DelegateRegistry?
    /// The scenario's file, for diagnostics.
    package var file: String
    /// Recorded in the header (random runs, mutations).
    package var seed: UInt64?
    /// Where the runtime also posts the life-cycle notifications (`Runtime.notificationCenter`).
    public var notificationCenter: NotificationCenter?
    /// More header members (a scanned app's `app` and `appManifest`), after the runtime's.
    package var headerExtra: [(key: String, value: JSONValue)] = []

    /// A simulation of `scenario` under `profile`; nil `delegates` means the scenario's, which
    /// implement every method, a nil `configuration` the Info.plist of Xcode's template.
    public init(
        scenario: Scenario, profile: Profile, configuration: AppConfiguration? = nil,
        delegates: DelegateRegistry? = nil, file: String = "<scenario>", seed: UInt64? = nil
    ) {
        self.scenario = scenario
        self.profile = profile
        self.configuration = configuration
        self.delegates = delegates
        self.file = file
        self.seed = seed
    }

    /// Builds the runtime for one pass over the scenario.
    package func makeRuntime(sink: TraceSink) -> Runtime {
        let registry = delegates ?? DelegateRegistry.scenario(known: scenario.classes, costs: scenario.costs)
        let runtime = Runtime(
            profile: profile, configuration: configuration, swiftUI: scenario.app,
            options: scenario.options, delegates: registry, sink: sink)
        runtime.restore(sessions: scenario.restoredSessions)
        runtime.notificationCenter = notificationCenter
        return runtime
    }

    /// The trace header: the effective profile (ios12 when the Info.plist has no manifest).
    package func header(mutations: [JSONValue] = []) -> TraceHeader {
        let effective = makeRuntime(sink: TraceCollector())
        var extra: [(key: String, value: JSONValue)] = []
        if effective.profile != profile { extra.append(("requestedProfile", .string(profile.rawValue))) }
        if let seed { extra.append(("seed", .number(String(seed)))) }
        if effective.usesScenes, !scenario.restoredSessions.isEmpty {
            extra.append(("restoredSessions", .array(scenario.restoredSessions.map { .string($0) })))
        }
        if !mutations.isEmpty { extra.append(("mutations", .array(mutations))) }
        extra += headerExtra
        return TraceHeader(profile: effective.profile, source: "simulate", scenario: scenario.name, extra: extra)
    }

    /// Runs every action, sending events to `sink`; a refused action becomes a diagnostic at
    /// the action's line in the scenario file.
    @discardableResult
    public func run(into sink: TraceSink) throws(Diagnostic) -> Runtime {
        guard scenario.applies(to: profile) else {
            let list = scenario.profiles?.map(\.rawValue).joined(separator: ", ") ?? ""
            throw Diagnostic(
                file: file, line: 1, column: 1,
                """
                scenario '\(scenario.name)' does not apply to profile \(profile.rawValue) (it \
                applies to \(list))
                """)
        }
        let runtime = makeRuntime(sink: sink)
        for action in scenario.actions {
            do {
                try runtime.perform(action)
            } catch let diagnostic as Diagnostic {
                throw diagnostic
            } catch let refused as ActionRefused {
                throw Diagnostic(file: file, line: max(action.line, 1), column: max(action.column, 1), refused.message)
            } catch {
                throw Diagnostic(
                    file: file, line: max(action.line, 1), column: max(action.column, 1),
                    "internal error: the runtime took a step the model does not allow: \(error)")
            }
        }
        return runtime
    }

    /// The events, in memory.
    public func events() throws(Diagnostic) -> [TraceEvent] {
        let collector = TraceCollector()
        try run(into: collector)
        return collector.events
    }

    /// The whole trace as JSON Lines text (header first).
    public func traceText() throws(Diagnostic) -> String {
        TraceWriter.text(header: header(), events: try events())
    }
}
