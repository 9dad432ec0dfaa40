import LifelineModel
import LifelineSupport
import LifelineTrace

/// A lifeline of a sequence diagram.
package enum SequenceParticipant: Hashable, Comparable, Sendable {
    case actor, uikit, app
    case scene(order: Int, id: String)
    /// A window's root view controller, beside its scene (`id` empty: the sceneless app's window).
    case viewController(order: Int, id: String)
    case notificationCenter

    var rank: (Int, Int, Int) {
        switch self {
        case .actor: return (0, 0, 0)
        case .uikit: return (1, 0, 0)
        case .app: return (2, 0, 0)
        case let .viewController(order, id) where id.isEmpty: return (2, order, 1)
        case let .scene(order, _): return (3, order, 0)
        case let .viewController(order, _): return (3, order, 1)
        case .notificationCenter: return (4, 0, 0)
        }
    }

    package static func < (a: SequenceParticipant, b: SequenceParticipant) -> Bool { a.rank < b.rank }

    /// Its title when the app has the delegate (`SequenceCollector.title(of:)` says whether).
    package var title: String {
        switch self {
        case .actor: return "User / system"
        case .uikit: return "UIKit"
        case .app: return "App delegate"
        case let .scene(_, id): return "Scene \(id) delegate"
        case let .viewController(_, id): return id.isEmpty ? "Root view controller" : "Scene \(id) root view controller"
        case .notificationCenter: return "NotificationCenter"
        }
    }
}

/// One step: a message from one lifeline to another, or a note over one.
package struct SequenceStep: Sendable, Equatable {
    package enum Kind: Sendable, Equatable { case call, post, note }
    package var kind: Kind
    package var from: SequenceParticipant
    package var to: SequenceParticipant
    package var label: String
    package var time: Int64
    package var seq: Int
    package var problems: [String]
}

/// Reads a trace once into the steps of a sequence diagram: the first `detailLimit` steps in
/// the window, and a count of the rest (a sequence diagram of a million messages helps no one).
package struct SequenceCollector {
    package private(set) var steps: [SequenceStep] = []
    package private(set) var omitted = 0
    package private(set) var participants: Set<SequenceParticipant> = [.actor, .uikit]
    package let profile: Profile
    /// The delegates the app has.
    package private(set) var delegates: AppDelegates
    private let options: RenderOptions
    private var sceneOrder: [String: Int] = [:]
    private var trackers: [StateTracker]
    private var filter: RecordFilter
    private let highlights: HighlightTable
    /// Interns the events given to `add(_ event:)`.
    private lazy var eventSymbols = TraceSymbols.forEvents()

    package init(profile: Profile, options: RenderOptions, reading: TraceReading = .complete) {
        self.profile = profile
        self.options = options
        self.highlights = options.highlightTable()
        self.filter = RecordFilter(options)
        trackers = MachineKind.allCases.compactMap {
            MachineTable.of($0, profile: profile).map { StateTracker(table: $0, reading: reading) }
        }
        delegates = AppDelegates(profile: profile)
    }

    /// The title of `participant`'s lifeline: a delegate only if the app has one, else the
    /// object UIKit moves (a SwiftUI trace without a scene delegate draws no scene delegate).
    package func title(of participant: SequenceParticipant) -> String { delegates.title(of: participant) }

    package static func read(_ source: TraceSource, options: RenderOptions) throws(Diagnostic) -> SequenceCollector {
        var collector = SequenceCollector(
            profile: options.profile(for: source.header), options: options, reading: source.header.reading)
        let symbols = source.symbols
        let following = source.following
        while let record = try source.nextRecord() {
            collector.add(record, symbols: symbols, step: following?.lastStep)
        }
        return collector
    }

    /// Adds one event held in memory.
    package mutating func add(_ event: TraceEvent) {
        let symbols = eventSymbols
        add(symbols.record(for: event), symbols: symbols)
    }

    /// Adds one event, read as a record of `symbols`: the trackers follow every event, and
    /// only the steps drawn have their strings resolved.
    package mutating func add(_ record: EventRecord, symbols: TraceSymbols) { add(record, symbols: symbols, step: nil) }

    /// Adds one event, with the step its source followed it to (nil: the trackers follow it).
    mutating func add(_ record: EventRecord, symbols: TraceSymbols, step followed: FollowStep?) {
        delegates.note(record)
        var notInModel = 0
        for i in trackers.indices {
            if let move = trackers[i].apply(record, symbols: symbols, step: followed), !move.allowed { notInModel += 1 }
        }
        guard filter.includes(record, symbols: symbols) else { return }
        guard steps.count < options.detailLimit else {
            omitted += 1
            return
        }
        let event = symbols.event(for: record)
        let problems =
            (highlights[event.seq] ?? []).map { "⚑ " + $0.ruleID }
            + repeatElement("✗ not in the model", count: notInModel)
        let t = event.time.microseconds
        func step(_ kind: SequenceStep.Kind, _ from: SequenceParticipant, _ to: SequenceParticipant, _ label: String) {
            participants.insert(from)
            participants.insert(to)
            steps.append(
                SequenceStep(kind: kind, from: from, to: to, label: label, time: t, seq: event.seq, problems: problems))
        }
        switch event.kind {
        case .action:
            step(
                .note, .actor, .actor,
                (event.name ?? "action") + " (\(event.by?.rawValue ?? "user"))" + (event.scene.map { " — \($0)" } ?? "")
            )
        case .callback:
            guard let method = event.method else { return }
            let target: SequenceParticipant
            switch event.receiver {
            case .scene?: target = scene(event.scene ?? "?")
            case .viewController?:
                guard let id = event.scene, case let .scene(order, shown) = scene(id) else {
                    target = .viewController(order: 0, id: "")
                    break
                }
                target = .viewController(order: order, id: shown)
            default: target = .app
            }
            step(.call, .uikit, target, method.swiftName)
        case .notification:
            step(
                .post, .uikit, .notificationCenter,
                (event.name ?? "notification") + (event.scene.map { " (\($0))" } ?? ""))
        case .state:
            var target = SequenceParticipant.app
            if let id = event.scene { target = scene(id) }
            step(.note, target, target, "(" + (event.name ?? "state") + ")" + (event.to.map { " → \($0)" } ?? ""))
        case .phase:
            let target: SequenceParticipant = event.level == .app ? .app : scene(event.scene ?? "?")
            step(
                .note, target, target,
                "\(event.level?.rawValue ?? "scene") phase → \(event.to ?? "?")" + (event.view.map { " (\($0))" } ?? "")
            )
        case .note:
            step(.note, .actor, .actor, "note: " + DrawnText.label(event.value ?? ""))
        case .environment:
            step(.note, .actor, .actor, DrawnText.label((event.name ?? "environment") + " = " + (event.value ?? "")))
        }
    }

    private mutating func scene(_ id: String) -> SequenceParticipant {
        if let order = sceneOrder[id] {
            return order < 0 ? .scene(order: Int.max, id: "other scenes") : .scene(order: order, id: id)
        }
        if sceneOrder.values.filter({ $0 >= 0 }).count < options.sceneLimit {
            sceneOrder[id] = sceneOrder.count
            return .scene(order: sceneOrder[id] ?? 0, id: id)
        }
        sceneOrder[id] = -1
        return .scene(order: Int.max, id: "other scenes")
    }
}
