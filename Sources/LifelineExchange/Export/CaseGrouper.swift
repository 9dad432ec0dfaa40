import LifelineModel
import LifelineTrace

/// Groups a streaming trace's events into cases (runs or scenes), holding only the cases still
/// open. Where a run or a scene ends is the follower's answer (`TraceFollower`): a run's cases
/// close when the next run begins, so the notification that follows
/// `applicationWillTerminate(_:)` stays in its run; a scene's case closes after its
/// disconnection and the `UIScene.didDisconnectNotification` that accompanies it.
///
/// Memory is bounded by the events of the open cases, and those by ``heldEventLimit``: XES and
/// Synoptic write a case's events together, so a trace of a million scenes that never
/// disconnect would otherwise be held whole. Finding a case is a dictionary look-up, so a
/// million open cases cost no more per event than one.
struct CaseGrouper {
    /// The most events held in open cases at once (about 100 MB); past it, ``take(_:)`` throws.
    static let heldEventLimit = 250_000

    let mode: ExportCase
    private var follower: TraceFollower<String>
    private struct OpenCase {
        var id: String
        var run: Int
        var events: [TraceEvent]
    }
    /// The open cases in the order they opened; nil where one has closed since.
    private var open: [OpenCase?] = []
    /// Where each open case is in `open`.
    private var position: [String: Int] = [:]
    /// Every case before this index has closed.
    private var firstOpen = 0
    private var held = 0
    /// A scene case whose scene disconnected: it closes at the next event that is not the
    /// disconnection's notification.
    private var closing: String?

    init(mode: ExportCase, header: TraceHeader) {
        self.mode = mode
        follower = CaseGrouper.follower(for: header)
    }

    /// The follower that numbers an exported trace's runs (the profile only chooses the
    /// machines; runs end alike under every profile).
    static func follower(for header: TraceHeader) -> TraceFollower<String> {
        TraceFollower(profile: header.profile ?? .ios13, reading: header.reading)
    }

    /// What the follower made of the event taken last.
    private(set) var lastStep = FollowStep(run: 0)

    /// Takes the next event; returns the cases it closed, in the order they closed. Events
    /// that no export writes (`ExportActivity` names none) are followed but not held.
    ///
    /// - Throws: ``HeldEventLimit`` when the open cases would hold more than ``heldEventLimit`` events.
    mutating func take(_ event: TraceEvent) throws(HeldEventLimit) -> [(id: String, events: [TraceEvent])] {
        var closed: [(id: String, events: [TraceEvent])] = []
        let step = follower.step(FollowInput(event))
        lastStep = step
        let run = step.run
        // Cases of earlier runs close when a new run begins; they are the oldest open ones.
        while firstOpen < open.count {
            guard let first = open[firstOpen] else {
                firstOpen += 1
                continue
            }
            guard first.run < run else { break }
            close(at: firstOpen, into: &closed)
            firstOpen += 1
        }
        if let pending = closing {
            closing = nil
            let accompanies = event.scene == pending && event.notification == .sceneDidDisconnect
            if !accompanies, let index = position[pending] { close(at: index, into: &closed) }
        }
        if let id = CaseGrouper.caseID(of: event, run: run, mode: mode) {
            // A case opens at its first event, written or not: that fixes the order cases
            // are written in.
            let index: Int
            if let known = position[id] {
                index = known
            } else {
                index = open.count
                position[id] = index
                open.append(OpenCase(id: id, run: run, events: []))
            }
            if ExportActivity.name(of: event) != nil {
                guard held < CaseGrouper.heldEventLimit else { throw HeldEventLimit() }
                held += 1
                open[index]?.events.append(event)
            }
            if mode == .scene, step.sceneGone { closing = id }
        }
        compactIfSparse()
        return closed
    }

    /// The cases still open at the end of the trace, in the order they opened.
    mutating func finish() -> [(id: String, events: [TraceEvent])] {
        defer {
            open.removeAll()
            position.removeAll()
            firstOpen = 0
            held = 0
        }
        return open.compactMap { $0.map { ($0.id, $0.events) } }
    }

    private mutating func close(at index: Int, into closed: inout [(id: String, events: [TraceEvent])]) {
        guard let done = open[index] else { return }
        closed.append((done.id, done.events))
        held -= done.events.count
        position[done.id] = nil
        open[index] = nil
    }

    /// Drops the closed slots once they are most of the array, so that a long trace of
    /// short-lived scenes keeps memory flat.
    private mutating func compactIfSparse() {
        guard open.count >= 4_096, position.count * 2 < open.count else { return }
        open = open.filter { $0 != nil }
        firstOpen = 0
        for (index, openCase) in open.enumerated() { if let openCase { position[openCase.id] = index } }
    }

    /// `run1`, or the scene id; nil for an event with no case (an app event when cases are scenes).
    static func caseID(of event: TraceEvent, run: Int, mode: ExportCase) -> String? {
        switch mode {
        case .run: return "run\(run)"
        case .scene: return event.scene
        }
    }
}

/// More events than ``CaseGrouper/heldEventLimit`` would be held in open cases.
struct HeldEventLimit: Error {
    var message: String {
        "XES and Synoptic write each case's events together: more than \(CaseGrouper.heldEventLimit) events "
            + "held in cases still open (runs or scenes that have not ended); export --format csv, which streams, "
            + "or a shorter trace"
    }
}
