import Foundation
import LifelineModel
import Testing

/// The follower (`Sources/LifelineModel/Follow`) on hand-made inputs: run boundaries, scene
/// slots, stand-ins, unknown states (issues 14, 21). Its reading of whole traces, through the
/// trace's `FollowInput` and `RecordFollower`, is `TraceFollowingTests` in LifelineTraceTests.
@Suite struct FollowerTests {
    /// Issue 21: a run names at most `sceneLimit` scenes; the one past it is marked, not taken,
    /// and the next run starts with none.
    @Test func aRunPastTheSceneLimitIsMarkedAndNotTaken() {
        var follower = TraceFollower<Int>(profile: .ipadosMultiwindow)
        func connect(_ key: Int) -> FollowStep {
            follower.step(FollowInput(kind: .callback, receiver: .scene, callback: .sceneWillConnect, scene: key))
        }
        _ = follower.step(FollowInput(kind: .callback, receiver: .app, callback: .willFinishLaunching))
        let limit = TraceFollower<Int>.sceneLimit
        let marked = (0..<limit).filter { connect($0).sceneLimitReached }
        #expect(marked.isEmpty)
        #expect(follower.scenes.count == limit)
        let past = connect(limit)
        #expect(past.sceneLimitReached && past.scene == nil && past.sceneSlot == -1)
        #expect(follower.scenes.count == limit)
        // A scene already followed still moves at the limit.
        #expect(!connect(0).sceneLimitReached)
        _ = follower.step(FollowInput(kind: .callback, receiver: .app, callback: .applicationWillTerminate))
        _ = follower.step(FollowInput(kind: .callback, receiver: .app, callback: .willFinishLaunching))
        #expect(!connect(limit).sceneLimitReached)
        #expect(follower.scenes.count == 1)
    }

    /// A key keeps the slot it got at first sight, whether the follower finds it by comparing
    /// the run's few keys or, past `comparedKeys`, through its index.
    @Test func aSceneKeepsItsSlotInSmallAndLargeRuns() {
        for count in [1, 8, 9, 30] {
            var follower = TraceFollower<Int>(profile: .ipadosMultiwindow)
            _ = follower.step(FollowInput(kind: .callback, receiver: .app, callback: .willFinishLaunching))
            // Distinct keys, not in order (919 and 1000 are coprime).
            let keys = (0..<count).map { $0 * 919 % 1000 }
            for (slot, key) in keys.enumerated() {
                let step = follower.step(
                    FollowInput(kind: .callback, receiver: .scene, callback: .sceneWillConnect, scene: key))
                #expect(step.sceneSlot == slot)
            }
            for (slot, key) in keys.enumerated().reversed() {
                #expect(follower.slot(of: key) == slot)
                let step = follower.step(
                    FollowInput(kind: .callback, receiver: .scene, callback: .sceneWillEnterForeground, scene: key))
                #expect(step.sceneSlot == slot, "\(count) scenes, key \(key)")
            }
            #expect(follower.slot(of: 1_000) == nil)
            #expect(follower.scenes.count == count)
        }
    }

    /// A SwiftUI app with no app delegate hears only `UIApplication.willTerminateNotification`:
    /// it stands in for the callback and ends the run; once the trace shows the app delegate, the
    /// notification follows the callback in the run that already ended.
    @Test func terminateNotificationEndsTheRunOnlyWithoutAnAppDelegate() {
        let launch = FollowInput<String>(kind: .action)
        let terminate = FollowInput<String>(kind: .notification, notification: .applicationWillTerminate)
        var withoutDelegate = TraceFollower<String>(profile: .swiftui)
        let steps = [launch, terminate].map { withoutDelegate.step($0) }
        #expect(steps[1].endsRun && steps[1].applicationStateAfter == .notRunning)

        var withDelegate = TraceFollower<String>(profile: .swiftui)
        let shown = [
            launch, FollowInput(kind: .callback, receiver: .app, callback: .willFinishLaunching),
            FollowInput(kind: .callback, receiver: .app, callback: .didFinishLaunching), terminate
        ]
        .map { withDelegate.step($0) }
        #expect(!shown[3].endsRun && !shown[3].startsRun)
    }

    @Test func debuggerNoteThenImportedTerminateStayInTheEndingRun() {
        var follower = TraceFollower<String>(profile: .ios13, showsSilentChanges: false)
        let events: [FollowInput<String>] = [
            FollowInput(kind: .callback, receiver: .app, callback: .willFinishLaunching),
            FollowInput(kind: .callback, receiver: .app, callback: .didFinishLaunching),
            FollowInput(kind: .note, isTerminationNote: true),
            FollowInput(kind: .state, silent: .terminate, to: RecordedState(name: "notRunning")),
            FollowInput(kind: .callback, receiver: .app, callback: .willFinishLaunching)
        ]
        let steps = events.map { follower.step($0) }
        #expect(steps.map(\.run) == [1, 1, 1, 1, 2])
        #expect(steps.map(\.startsRun) == [true, false, false, false, true])
        #expect(steps[2].endsRun)
        #expect(steps[4].app?.from == .notRunning)
    }

    /// `willFinishLaunching` right after `didFinishLaunching` is the same launch misordered
    /// (LC201), not a second process; after any other callback it is a relaunch the log never
    /// saw end (a partial log).
    @Test func willFinishAfterDidFinishIsTheSameLaunch() {
        func runs(_ callbacks: [Callback]) -> [Int] {
            var follower = TraceFollower<String>(profile: .ios12, showsSilentChanges: false)
            return callbacks.map { follower.step(FollowInput(kind: .callback, receiver: .app, callback: $0)).run }
        }
        #expect(runs([.didFinishLaunching, .willFinishLaunching, .applicationDidBecomeActive]) == [1, 1, 1])
        #expect(runs([.didFinishLaunching, .applicationDidBecomeActive, .willFinishLaunching]) == [1, 1, 2])
        #expect(runs([.willFinishLaunching, .didFinishLaunching, .willFinishLaunching]) == [1, 1, 2])
        #expect(runs([.applicationWillResignActive, .willFinishLaunching]) == [1, 2])
    }

    @Test func sceneConnectedInTheBackgroundStandsInForAConsole() {
        var follower = TraceFollower<String>(profile: .ios13, showsSilentChanges: false)
        _ = follower.step(FollowInput(kind: .callback, receiver: .app, callback: .willFinishLaunching))
        _ = follower.step(FollowInput(kind: .callback, receiver: .scene, callback: .sceneWillConnect, scene: "S1"))
        let step = follower.step(
            FollowInput(kind: .callback, receiver: .scene, callback: .sceneDidDisconnect, scene: "S1"))
        #expect(step.standIn == .connectedInBackground)
        #expect(step.scene?.verdict == .legal && step.scene?.from == .background)
    }

    @Test func unknownIsNeverAnError() {
        var follower = TraceFollower<String>(profile: .ios13)
        let step = follower.step(
            FollowInput(kind: .callback, receiver: .scene, callback: .sceneWillResignActive, scene: "S1"))
        #expect(step.scene?.verdict == .unjudged)
        #expect(step.scene?.from == nil && step.scene?.to == .foregroundInactive)
        let next = follower.step(
            FollowInput(kind: .callback, receiver: .scene, callback: .sceneDidEnterBackground, scene: "S1"))
        #expect(next.scene?.verdict == .legal)
    }

    @Test func phasesStandInWithoutNotifications() {
        var follower = TraceFollower<String>(profile: .swiftui)
        _ = follower.step(FollowInput(kind: .callback, receiver: .app, callback: .willFinishLaunching))
        let step = follower.step(
            FollowInput(
                kind: .phase, level: .scene, scene: "S1",
                from: RecordedState(name: "background"), to: RecordedState(name: "inactive")))
        #expect(step.standIn == .phase)
        #expect(step.scene?.trigger == .callback(.sceneWillEnterForeground))
        #expect(step.phase?.verdict == .legal)
    }
}

/// Issue 14: each place that used to restate the meaning of a trace now reads through the
/// follower, or is listed here with why it does not yet.
@Suite struct ReadsThroughFollowerTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources").path

    static func text(_ path: String) throws -> String {
        try String(contentsOfFile: sources + "/" + path, encoding: .utf8)
    }

    static func allSources() throws -> [(String, String)] {
        try FileManager.default.subpathsOfDirectory(atPath: sources).filter { $0.hasSuffix(".swift") }.sorted()
            .map { ($0, try text($0)) }
    }

    @Test func removedDefinitionsStayRemoved() throws {
        for gone in [
            "LifelineExchange/Export/RunBoundary.swift", "LifelineCheck/Rules/LegalityTable.swift",
            "LifelineExchange/Import/StateReplay.swift",
            "LifelineRender/Trace/Records/MoveIndex.swift", "LifelineRender/Trace/Records/TriggerCodes.swift",
            "LifelineRender/Trace/Records/StateNames.swift", "LifelineCheck/Rules/Severity.swift",
            "lifeline/Commands/CheckingSource.swift"
        ] {
            #expect(!FileManager.default.fileExists(atPath: Self.sources + "/" + gone), "\(gone)")
        }
        for (path, text) in try Self.allSources() {
            for definition in [
                "struct RunBoundary", "class LegalityTable", "func endsProcessRun", "struct Rule {",
                "static func canMove", "struct StateTimes: Equatable", "struct StateReplay",
                "struct ReplayTables", "func isRelaunch",
                // The checker's own run ends, launch memory and stand-in state (issue 17).
                "func endsRun(_ record: EventRecord)", "var sawAnyLaunch", "var standIn = -1",
                "struct MoveIndex", "struct TriggerCodes", "struct StateNames", "enum ScanSeverity",
                // The renderer judged a move by searching the rows by name.
                "func allows(from: String, trigger: Trigger, to: String)"
            ] {
                #expect(!text.contains(definition), "\(path) defines \(definition)")
            }
        }
        // The runtime's index holds no tables of its own.
        let edges = try Self.text("LifelineRuntime/Engine/EdgeIndex.swift")
        #expect(edges.contains("MachineIndex") && !edges.contains("Array(repeating"))
    }

    /// The checker keeps no state of the app or of a scene, no scene identities and no
    /// aggregate (issue 30): every one is the follower's, read through its step. No stored
    /// property in `LifelineCheck` holds an app or scene state (a phase awaiting its scenes
    /// is an obligation, kept with the time it was opened), and the types that did are gone.
    @Test func checkerKeepsNoLifecycleState() throws {
        for gone in ["LifelineCheck/Checker/TrackedState.swift", "LifelineCheck/Checker/AggregateOrder.swift"] {
            #expect(!FileManager.default.fileExists(atPath: Self.sources + "/" + gone), "\(gone)")
        }
        let stateTypes = ["AppState", "SceneActivationState", "ScenePhase"]
        // The statistics (`LifelineCheck/Analysis`) time each state interval from the move that
        // opened it: a measurement, not a reading; the checker and its rules keep none.
        for (path, text) in try Self.allSources()
        where path.hasPrefix("LifelineCheck/") && !path.hasPrefix("LifelineCheck/Analysis/") {
            for definition in [
                "struct SceneSlot", "struct ProcessRun", "struct AggregateOrder", "var stateCounts",
                "var sceneIndex", "var slotCache", "var appState", "var suspended"
            ] {
                #expect(!text.contains(definition), "\(path) defines \(definition)")
            }
            for line in text.split(separator: "\n")
            where line.contains("var ") && !line.contains("{") && !line.contains("///") {
                let declared = line.split(separator: ":").dropFirst().joined(separator: ":")
                for type in stateTypes where declared.contains(type) && !declared.contains("(") {
                    Issue.record("\(path) keeps a \(type) of its own: \(line)")
                }
            }
        }
    }

    /// One severity, and one mapping of a violation to what a drawing paints.
    @Test func oneSeverityAndOneHighlightMapping() throws {
        let sources = try Self.allSources()
        #expect(
            sources.filter { $0.1.contains("enum Severity") }.map(\.0) == ["LifelineModel/Vocabulary/Severity.swift"])
        #expect(
            sources.filter { $0.1.contains("init(_ violation: Violation)") }.map(\.0)
                == ["LifelineTeach/Drawing/CheckedDrawing.swift"])
        #expect(sources.filter { $0.1.contains("severity == .error ? .error : .warning") }.isEmpty)
    }

    /// Checking while drawing is orchestrated once, and `render` and `report` both use it.
    @Test func checkingWhileDrawingIsOneFunction() throws {
        let sources = try Self.allSources()
        // Findings picked up as they arrive, next to a drawing (`check`'s streaming text is no drawing).
        #expect(
            sources.filter { $0.1.contains("reportedViolation(") && $0.1.contains("import LifelineRender") }.map(\.0)
                == ["LifelineTeach/Drawing/CheckingSource.swift"])
        for user in ["lifeline/Commands/RenderTrace.swift", "LifelineTeach/Report/HTMLReport.swift"] {
            #expect(try Self.text(user).contains("CheckedDrawing.draw("), "\(user)")
        }
    }

    /// Each reader and the follower API it goes through.
    static let readers: [(path: String, reads: String)] = [
        ("LifelineExchange/Export/CaseGrouper.swift", "TraceFollower"),
        ("LifelineExchange/Export/TraceExporter.swift", "CaseGrouper.follower"),
        ("LifelineCheck/Analysis/TraceStats.swift", "RecordFollower"),
        ("LifelineCheck/Analysis/Miner.swift", "TraceFollower"),
        ("LifelineCheck/Checker/Checker.swift", "RecordFollower"),
        // Run boundaries (issue 17): the checker's runs begin and end where the follower's do.
        ("LifelineCheck/Checker/Checker.swift", "if step.startsRun { followRunStart"),
        ("LifelineCheck/Checker/Checker+Events.swift", "if step.endsRun { endRun"),
        // Stand-ins: the checker applies the follower's, it decides none.
        ("LifelineCheck/Checker/Checker+Events.swift", "step.standIn"),
        ("LifelineCheck/Checker/Checker.swift", "MachineIndex.of"),
        ("LifelineCheck/Checker/ProfileFacts.swift", "MachineIndex.of"),
        ("LifelineRender/Trace/StateTracker.swift", "RecordFollower"),
        // The renderer's moves are numbered by the model's compiled machines, not its own tables.
        ("LifelineRender/Trace/StateTracker.swift", "MachineIndex.of"),
        ("LifelineRender/Trace/StateTracker.swift", "moveNumber("),
        ("LifelineRender/Diagrams/TraceStateSummary.swift", "StateTracker"),
        ("LifelineRender/Timeline/TimelineCollector.swift", "StateTracker"),
        ("LifelineRender/Sequence/SequenceCollector.swift", "StateTracker"),
        ("LifelineRender/Export/ChromeTraceWriter.swift", "StateTracker"),
        ("LifelineTeach/Report/ReportDrawings.swift", "RecordFollower"),
        ("LifelineTeach/Report/ReportDrawings.swift", "TraceStats(profile:"),
        ("LifelineRuntime/Engine/EdgeIndex.swift", "MachineIndex.of"),
        ("LifelineExchange/Import/ImportSession.swift", "TraceFollower"),
        ("LifelineExchange/Import/ImportSession.swift", "runStart("),
        ("LifelineTeach/Compare/SideBySideDiagram.swift", "TraceStateSummary.readDefault"),
        ("LifelineTeach/Narration/SnapshotTracker.swift", "TraceFollower"),
        ("LifelineTeach/Narration/SnapshotTracker.swift", "applicationStateAfter")
    ]

    @Test func everyReaderGoesThroughTheFollower() throws {
        for reader in Self.readers {
            #expect(try Self.text(reader.path).contains(reader.reads), "\(reader.path) reads through \(reader.reads)")
        }
        // explain's snapshots move along no table of their own (nor the report's or quiz's,
        // which use them).
        let snapshots =
            try Self.text("LifelineTeach/Narration/SnapshotTracker.swift")
            + Self.text("LifelineTeach/Narration/NextCallbacks.swift")
        for own in ["edges(from:", "AppState.aggregate(of:", "info.accompanies", "routing[profile] != .delivered"] {
            #expect(!snapshots.contains(own), "explain's snapshots restate \(own)")
        }
    }

    /// What ends a process run is said once: the debugger's termination line by
    /// `TerminationNote`, and no reader keeps its own run bookkeeping.
    @Test func noSecondDefinitionOfRunEnds() throws {
        for (path, text) in try Self.allSources() where !path.hasPrefix("LifelineModel/Follow/") {
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            #expect(
                !code.contains { $0.contains("Terminated due to signal") },
                "\(path) restates the debugger's termination line")
        }
        let importer =
            try Self.text("LifelineExchange/Import/ImportSession.swift")
            + Self.text("LifelineExchange/Import/ImportedRun.swift")
        for bookkeeping in ["launchedInLog", "onlyWillFinish", "callbackCount", ".applicationWillTerminate"] {
            #expect(!importer.contains(bookkeeping), "the importer decides run boundaries itself: \(bookkeeping)")
        }
        // Compare draws the machine `render` would, and keeps no choice of its own.
        #expect(!(try Self.text("LifelineTeach/Compare/SideBySideDiagram.swift")).contains("usesScenes"))
    }
}
