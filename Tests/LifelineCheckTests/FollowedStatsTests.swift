import Foundation
import Testing
import LifelineExchange
import LifelineModel
import LifelineTrace
import LifelineRuntime
@testable import LifelineCheck

/// `stats` and the exports read runs through the follower (issue 14): no directly-follows pair
/// and no time in state crosses a process run, and the XES export's cases cut where stats does.
@Suite struct FollowedStatsTests {
    static func simulate(_ yaml: String, _ profile: Profile) throws -> [TraceEvent] {
        try Simulation(scenario: ScenarioParser.parse(yaml, file: "test.yaml"), profile: profile).events()
    }

    @Test func swipeKillAndRelaunchHasNoCrossRunPairAndNoTimeAfterItsRun() throws {
        let events = try Self.simulate(
            """
            name: kill-and-relaunch
            profiles: [ios13]
            actions:
              - launch
              - app-switcher
              - swipe-kill
              - launch
            """, .ios13)
        var stats = TraceStats(profile: .ios13)
        for event in events { stats.add(event) }
        stats.finish()
        let n = Callback.allCases.count
        #expect(
            stats.follows[Callback.applicationWillTerminate.rawValue * n + Callback.willFinishLaunching.rawValue] == 0)
        #expect(
            stats.follows[Callback.didDiscardSceneSessions.rawValue * n + Callback.willFinishLaunching.rawValue] == 0)
        // Every pair's two callbacks lie in one run: the run of each callback, by the definition
        // (a run ends with applicationWillTerminate(_:), purge or terminate, or a new launch).
        var run = 1, ended = false, launched = false
        var runOf: [Int: Int] = [:]
        for event in events {
            let trailing = ended && event.notification == .applicationWillTerminate
            if ended && !trailing {
                run += 1
                ended = false
                launched = false
            } else if event.method == .willFinishLaunching && launched {
                run += 1
            }
            if event.method == .willFinishLaunching { launched = true }
            runOf[event.seq] = run
            if event.method == .applicationWillTerminate
                || (event.kind == .state && event.scene == nil && event.to == "notRunning")
            {
                ended = true
            }
        }
        #expect(Set(runOf.values).count == 2)
        // No scene accrues time past the end of the run it lived in.
        for (scene, times) in stats.timeInState {
            let own = events.filter { $0.scene == scene }
            let runs = Set(own.compactMap { runOf[$0.seq] })
            let lastOfRun = events.filter { runs.contains(runOf[$0.seq] ?? 0) }.map(\.time.microseconds).max() ?? 0
            let first = own.map(\.time.microseconds).min() ?? 0
            #expect(times.reduce(0, +) <= lastOfRun - first, "\(scene)")
        }
    }

    /// Directly-follows pairs as process mining defines them (pm4py's DFG): within each case of
    /// the XES log, each event and the next; here over the callbacks only, with scene-delegate
    /// callbacks from the `--case scene` export and app-delegate ones from the `--case run` export.
    static func referencePairs(xesByScene: String, xesByRun: String) -> [String: Int] {
        var pairs: [String: Int] = [:]
        for (xes, receiver) in [(xesByScene, "scene"), (xesByRun, "app")] {
            for trace in cases(xes) {
                let activities = trace.filter { $0["kind"] == "callback" && $0["receiver"] == receiver }.compactMap {
                    $0["concept:name"]
                }
                for (a, b) in zip(activities, activities.dropFirst()) { pairs[a + " → " + b, default: 0] += 1 }
            }
        }
        return pairs
    }

    /// The XES log's cases, each a list of its events' string attributes (the writer puts one
    /// element per line; no value here needs unescaping).
    static func cases(_ xes: String) -> [[[String: String]]] {
        var cases: [[[String: String]]] = []
        var event: [String: String]?
        for line in xes.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line == "<trace>" {
                cases.append([])
            } else if line == "<event>" {
                event = [:]
            } else if line == "</event>", let done = event {
                cases[cases.count - 1].append(done)
                event = nil
            } else if event != nil, line.hasPrefix("<string key=\""),
                let keyEnd = line.dropFirst(13).firstIndex(of: "\""),
                let valueStart = line.range(of: "value=\"")?.upperBound,
                let valueEnd = line[valueStart...].firstIndex(of: "\"")
            {
                event?[String(line[line.index(line.startIndex, offsetBy: 13)..<keyEnd])] = String(
                    line[valueStart..<valueEnd])
            }
        }
        return cases
    }

    @Test(arguments: Profile.allCases)
    func xesDirectlyFollowsEqualsStatsOnRandomMultiRunTraces(profile: Profile) throws {
        for seed in [3, 11] as [UInt64] {
            let collector = TraceCollector()
            try RandomRun(profile: profile, events: 4_000, seed: seed).run(into: collector)
            let events = collector.events
            let header = TraceHeader(profile: profile, source: "simulate")
            var stats = TraceStats(profile: profile)
            for event in events { stats.add(event) }
            stats.finish()
            var statsPairs: [String: Int] = [:]
            let n = Callback.allCases.count
            for a in Callback.allCases {
                for b in Callback.allCases where stats.follows[a.rawValue * n + b.rawValue] > 0 {
                    statsPairs[a.swiftName + " → " + b.swiftName] = stats.follows[a.rawValue * n + b.rawValue]
                }
            }
            let byScene = try TraceExporter.text(header: header, events: events, format: .xes, caseBy: .scene)
            let byRun = try TraceExporter.text(header: header, events: events, format: .xes, caseBy: .run)
            #expect(byRun.components(separatedBy: "<trace>").count > 3, "several runs")
            let reference = Self.referencePairs(xesByScene: byScene, xesByRun: byRun)
            let differing = Set(reference.keys).union(statsPairs.keys).filter { reference[$0] != statsPairs[$0] }
                .sorted().map { "\($0): xes \(reference[$0] ?? 0), stats \(statsPairs[$0] ?? 0)" }
            #expect(differing.isEmpty, "\(profile) seed \(seed): \(differing.prefix(6))")
            // No case starts with a notification that belongs to the run or scene before it.
            for xes in [byScene, byRun] {
                for trace in Self.cases(xes) {
                    let first = trace.first?["concept:name"]
                    #expect(
                        first != "UIApplication.willTerminateNotification"
                            && first != "UIScene.didDisconnectNotification",
                        "\(profile) seed \(seed)")
                }
            }
            #expect(Self.cases(byRun).count > 2, "several runs")
        }
    }
}
