import LifelineModel
import LifelineTeach
import LifelineTrace

/// What the page receives after every request, as JSON: the presses so far, the buttons for
/// what is possible now, and every column's callbacks, states, timeline and quiz question.
/// The page puts every string in with `textContent`, never as markup.
struct SessionView: Encodable {
    var session: String
    var actions: [String]
    var maxActions: Int
    var buttons: [ButtonView]
    var columns: [ColumnView]
}

/// One action button: the catalogue's sentence and fact, and the columns it is possible in now.
struct ButtonView: Encodable {
    var name: String
    var explanation: String
    var fact: FactView?
    var columns: [String]
}

/// One column after the presses so far.
struct ColumnView: Encodable {
    var id: String
    var title: String
    var summary: String
    var profile: String
    /// `app background · S1 background`, the narration's line.
    var now: String
    var app: String?
    var appPhase: String?
    var scenes: [SceneView]
    /// The reference machines drawn for this column (`app`, `scene`, `phase`).
    var machines: [String]
    /// What the last press did here: its events, or why the column's state refused it.
    var last: LastPress?
    /// Every event so far, each with the press (0-based) that caused it.
    var timeline: [EventView]
    /// Before the last press's events: the first callback UIKit chose among several.
    var quiz: QuizView?
}

struct SceneView: Encodable {
    var id: String
    var state: String?
    var phase: String?
    var disconnected: Bool
}

struct LastPress: Encodable {
    /// Which press (0-based, into `actions`).
    var press: Int
    var refused: String?
    /// Seqs of the events it caused, first and last (none when refused).
    var firstSeq: Int?
    var lastSeq: Int?
}

/// One event, told as `explain` tells it.
struct EventView: Encodable {
    var seq: Int
    var time: String
    var kind: String
    var press: Int
    /// Who it reaches: `app delegate`, `S1 scene delegate`, `SwiftUI scene S1`, …
    var to: String
    var scene: String?
    var method: String?
    var name: String?
    var level: String?
    var from: String?
    var toState: String?
    var headline: String
    var explanation: String
    /// The facts it rests on.
    var facts: [FactView]
}

struct QuizView: Encodable {
    var seq: Int
    var before: String
    var choices: [String]
    var answer: Int
}

extension SessionView {
    init(_ session: PlaygroundSession) {
        self.session = session.id
        actions = session.actions
        maxActions = session.limits.actionsPerSession
        buttons = session.possibleActions().map { entry in
            ButtonView(
                name: entry.info.name, explanation: entry.info.explanation,
                fact: entry.info.citation.map(FactView.init), columns: entry.columns)
        }
        columns = session.runs.map(ColumnView.init)
    }
}

extension ColumnView {
    init(_ run: ColumnRun) {
        let column = run.column
        let profile = run.header.profile ?? column.simulation.profile
        id = column.id
        title = column.title
        summary = column.summary
        self.profile = profile.rawValue
        machines = ReferenceDrawings.machines(for: profile).map(\.rawValue)
        let narrator = Narrator(header: run.header, events: run.events, file: column.title, profile: profile)
        let steps = narrator.steps()
        let presses = PressIndex(run.outcomes)
        timeline = steps.map { EventView($0, press: presses.press(ofEvent: $0.event.seq - 1)) }
        let snapshot = steps.last?.snapshot ?? LifecycleSnapshot()
        now = snapshot.line
        app = snapshot.app?.rawValue
        appPhase = snapshot.appPhase?.rawValue
        scenes = snapshot.scenes.map {
            SceneView(id: $0.id, state: $0.state?.rawValue, phase: $0.phase?.rawValue, disconnected: $0.disconnected)
        }
        last = nil
        quiz = nil
        if let outcome = run.outcomes.last {
            let action = run.outcomes.count - 1
            switch outcome {
            case .refused(let reason):
                last = LastPress(press: action, refused: reason)
            case .performed(let range):
                last = LastPress(
                    press: action, refused: nil,
                    firstSeq: range.isEmpty ? nil : range.lowerBound + 1,
                    lastSeq: range.isEmpty ? nil : range.upperBound)
                quiz = QuizView.first(
                    in: Quiz(narrator: narrator),
                    seqs: (range.lowerBound + 1)...max(range.lowerBound + 1, range.upperBound))
            }
        }
    }
}

/// Which press caused each event: the outcomes' ranges, looked up by event index.
private struct PressIndex {
    private var owner: [Int] = []

    init(_ outcomes: [ColumnRun.Outcome]) {
        for (press, outcome) in outcomes.enumerated() {
            if case .performed(let range) = outcome { owner += Array(repeating: press, count: range.count) }
        }
    }

    func press(ofEvent index: Int) -> Int { index < owner.count ? owner[index] : -1 }
}

extension EventView {
    init(_ step: NarratedStep, press: Int) {
        let event = step.event
        seq = event.seq
        time = "\(event.time)"
        kind = event.kind.rawValue
        self.press = press
        scene = event.scene
        method = event.method?.swiftName
        name = event.name
        level = event.level?.rawValue
        from = event.from
        toState = event.to
        headline = step.sentence.headline
        explanation = step.sentence.explanation
        to = Self.recipient(event)
        facts = Self.citations(event).map(FactView.init)
    }

    /// Who the event reaches, in the page's words.
    private static func recipient(_ event: TraceEvent) -> String {
        switch event.kind {
        case .callback:
            switch event.receiver {
            case .scene?: return "\(event.scene ?? "scene") scene delegate"
            case .viewController?: return "\(event.scene.map { "\($0) " } ?? "")root view controller"
            default: return "app delegate"
            }
        case .notification: return "NotificationCenter"
        case .phase:
            switch event.level ?? .scene {
            case .view: return "SwiftUI view \(event.view ?? "")"
            case .scene: return "SwiftUI scene \(event.scene ?? "")"
            case .app: return "SwiftUI App"
            }
        case .action: return event.by == .system ? "the system" : "the user"
        case .state: return "no callback"
        case .environment: return "SwiftUI view \(event.view ?? "")"
        case .note: return "note"
        }
    }

    /// The catalogue's citations for what the event is.
    private static func citations(_ event: TraceEvent) -> [Citation] {
        switch event.kind {
        case .callback: return event.method?.info.citations ?? []
        case .notification: return event.notification?.info.citations ?? []
        case .action: return event.name.flatMap(ActionCatalogue.info(named:))?.citation.map { [$0] } ?? []
        default: return []
        }
    }
}

extension QuizView {
    /// The first question of `quiz` about an event in `seqs`.
    static func first(in quiz: Quiz, seqs: ClosedRange<Int>) -> QuizView? {
        for item in quiz.items {
            guard case .asked(let question) = item, seqs.contains(question.step.event.seq) else { continue }
            return QuizView(
                seq: question.step.event.seq, before: question.before.line,
                choices: question.choices.map(\.text), answer: question.answer)
        }
        return nil
    }
}

/// A citation: `§2.1 DOCUMENTED`, the section of Docs/lifecycle-facts.md and how sure it is,
/// linked to the page it cites.
struct FactView: Encodable {
    var label: String
    var url: String

    init(_ citation: Citation) {
        label = "§\(citation.section) \(citation.basis.rawValue)"
        url = citation.url
    }
}
