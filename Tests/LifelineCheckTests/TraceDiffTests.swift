import Foundation
import Testing
import PropertyBased
import LifelineTestSupport
import LifelineModel
@testable import LifelineCheck

/// `TraceDiff.align` against a reference written from the definition: the full table of
/// longest-common-subsequence lengths of the suffixes (quadratic, fine at these sizes), walked
/// from the start taking every match and, at a mismatch, skipping B's callback unless that
/// loses length.
@Suite("Trace diff")
struct TraceDiffTests {
    /// The scene-delegate callbacks that replace an app-delegate callback under scenes, written
    /// out from lifecycle-facts.md §2.5 and §2.7 (not read from the model's `SceneTwin`).
    static let sceneTwins: [Callback: Callback] = [
        .sceneDidBecomeActive: .applicationDidBecomeActive,
        .sceneWillResignActive: .applicationWillResignActive,
        .sceneDidEnterBackground: .applicationDidEnterBackground,
        .sceneWillEnterForeground: .applicationWillEnterForeground,
        .sceneOpenURLContexts: .applicationOpenURL,
        .sceneContinueUserActivity: .applicationContinueUserActivity,
        .windowScenePerformActionForShortcutItem: .applicationPerformActionForShortcutItem
    ]
    static func moment(_ c: Callback) -> Callback { sceneTwins[c] ?? c }

    static func reference(_ a: [Callback], _ b: [Callback]) -> [TraceDiff.Row] {
        let ma = a.map(moment), mb = b.map(moment)
        var length = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in (0..<a.count).reversed() {
            for j in (0..<b.count).reversed() {
                length[i][j] = ma[i] == mb[j] ? length[i + 1][j + 1] + 1 : max(length[i + 1][j], length[i][j + 1])
            }
        }
        var rows: [TraceDiff.Row] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, ma[i] == mb[j] {
                rows.append(
                    a[i] == b[j] ? .same(.callback(a[i]), lineA: i, lineB: j) : .moved(a[i], b[j], lineA: i, lineB: j))
                i += 1
                j += 1
            } else if j < b.count, i == a.count || length[i][j + 1] >= length[i + 1][j] {
                rows.append(.onlyB(.callback(b[j]), line: j))
                j += 1
            } else {
                rows.append(.onlyA(.callback(a[i]), line: i))
                i += 1
            }
        }
        return rows
    }

    /// The longest common subsequence's length in linear memory (two rows).
    static func lcsLength(_ a: [Callback], _ b: [Callback]) -> Int {
        let ma = a.map(moment), mb = b.map(moment)
        var previous = Array(repeating: 0, count: b.count + 1), current = previous
        for i in 0..<a.count {
            for j in 0..<b.count {
                current[j + 1] = ma[i] == mb[j] ? previous[j] + 1 : max(previous[j + 1], current[j])
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    static func numbered(_ list: [Callback]) -> [(DiffItem, Int)] {
        list.enumerated().map { (.callback($0.element), $0.offset) }
    }

    static let callback = Gen.int(in: 0...(Callback.allCases.count - 1)).map { Callback.allCases[$0] }
    /// A few callbacks only, so that matches are frequent and ties many.
    static let fewCallbacks = Gen.int(in: 0...7).map {
        [
            Callback.applicationDidBecomeActive, .sceneDidBecomeActive, .applicationWillResignActive,
            .sceneWillResignActive,
            .didFinishLaunching, .sceneWillEnterForeground, .applicationOpenURL, .sceneOpenURLContexts
        ][$0]
    }

    @Test("sequences within one window: exactly the reference's rows (property)")
    func withinWindow() async {
        await propertyCheck(count: 300, input: Self.fewCallbacks.array(of: 0...120), Self.callback.array(of: 0...60)) {
            a, b in
            let b = b + a.shuffled().prefix(a.count / 2)
            #expect(TraceDiff.align(Self.numbered(a), Self.numbered(b)).rows == Self.reference(a, b))
        }
    }

    @Test(
        "long traces (several windows) with scattered edits: every callback once, in order, and the longest alignment")
    func acrossWindows() {
        var generator = SystemRandomNumberGenerator()
        let moments: [Callback] = [
            .applicationDidBecomeActive, .applicationWillResignActive, .didFinishLaunching,
            .sceneWillConnect, .sceneDidDisconnect, .applicationDidEnterBackground
        ]
        let a = (0..<6_000).map { _ in moments.randomElement(using: &generator)! }
        var b = a
        for _ in 0..<200 {
            let at = Int.random(in: 0..<b.count, using: &generator)
            switch Int.random(in: 0...2, using: &generator) {
            case 0: b.remove(at: at)
            case 1: b.insert(moments.randomElement(using: &generator)!, at: at)
            default: b[at] = b[at] == .applicationDidBecomeActive ? .sceneDidBecomeActive : b[at]
            }
        }
        let rows = TraceDiff.align(Self.numbered(a), Self.numbered(b)).rows
        var seenA: [Int] = [], seenB: [Int] = [], matches = 0
        for row in rows {
            switch row {
            case .same(_, let la, let lb), .moved(_, _, let la, let lb):
                seenA.append(la)
                seenB.append(lb)
                matches += 1
            case .onlyA(_, let la): seenA.append(la)
            case .onlyB(_, let lb): seenB.append(lb)
            }
        }
        #expect(seenA == Array(a.indices))
        #expect(seenB == Array(b.indices))
        #expect(matches == Self.lcsLength(a, b))
    }
}

/// `lifeline diff` on the bundled traces: the moments that move between delegates when an app
/// adopts scenes, exactly (golden files; regenerate with LIFELINE_UPDATE_GOLDEN=1).
@Suite("Trace diff of bundled traces")
struct TraceDiffGoldenTests {
    static func text(_ scenario: String, _ left: String, _ right: String, including: Set<DiffItem.Kind> = []) throws
        -> String
    {
        let a = "Traces/\(left)/\(scenario).jsonl", b = "Traces/\(right)/\(scenario).jsonl"
        let diff = try TraceDiff.compare(
            Fixtures.repository + "/" + a, Fixtures.repository + "/" + b, including: including)
        return diff.text(a: a, b: b)
    }

    static func expectGolden(_ text: String, _ name: String) throws {
        if let failure = try GoldenFiles(URL(fileURLWithPath: Fixtures.golden)).compare(name, actual: text).failure(
            name)
        {
            Issue.record(Comment(rawValue: failure))
        }
    }

    /// §2.7: a URL opened while the app runs goes to `application(_:open:options:)` without
    /// scenes and to `scene(_:openURLContexts:)` with them: one moment, moved, not two edits.
    @Test(
        "ios12 → ios13: a URL or quick action delivered to a running app pairs as moved (§2.5, §2.7)",
        arguments: [
            ("open-url", Callback.applicationOpenURL, Callback.sceneOpenURLContexts),
            ("quick-action", .applicationPerformActionForShortcutItem, .windowScenePerformActionForShortcutItem)
        ])
    func eventsPair(scenario: String, app: Callback, scene: Callback) throws {
        let a = Fixtures.repository + "/Traces/ios12/\(scenario).jsonl",
            b = Fixtures.repository + "/Traces/ios13/\(scenario).jsonl"
        let rows = try TraceDiff.compare(a, b).rows
        let moved = rows.contains { if case .moved(app, scene, _, _) = $0 { return true } else { return false } }
        #expect(moved, "\(app.swiftName) → \(scene.swiftName) is one moved row")
        let unpairedScene = rows.contains {
            if case .onlyB(.callback(scene), _) = $0 { return true } else { return false }
        }
        #expect(!unpairedScene, "\(scene.swiftName) never stands alone while its app-delegate twin runs")
        try Self.expectGolden(try Self.text(scenario, "ios12", "ios13"), "diff-\(scenario)-ios12-ios13.txt")
    }

    /// §2.7: a user activity that launches the app cold reaches the app delegate without scenes,
    /// and `connectionOptions.userActivities` with them: no scene callback to pair it with.
    @Test("continue-activity (cold) ios12 → ios13: the app delegate's method only on the left (§2.7)")
    func coldActivity() throws {
        let text = try Self.text("continue-activity", "ios12", "ios13")
        try Self.expectGolden(text, "diff-continue-activity-ios12-ios13.txt")
        #expect(text.contains("- application(_:continue:restorationHandler:)  ("))
        #expect(!text.contains("scene(_:continue:)"))
    }

    /// §3: under scenes UIApplication's notifications are still posted, and UIScene's join them.
    @Test("--include notification: UIApplication's notifications the same, UIScene's only under scenes (§3)")
    func notifications() throws {
        let text = try Self.text("home-and-return", "ios12", "ios13", including: [.notification])
        try Self.expectGolden(text, "diff-home-and-return-ios12-ios13-notifications.txt")
        #expect(text.contains("  UIApplication.didEnterBackgroundNotification  ("))
        #expect(text.contains("+ UIScene.didEnterBackgroundNotification  ("))
        #expect(!text.contains("- UIScene."))
    }

    /// §5: a SwiftUI app's phases at three levels; a scene-delegate app has none.
    @Test("--include phase: SwiftUI's phases are rows; without it they are not")
    func phases() throws {
        let with = try Self.text("home-and-return", "swiftui", "ios13", including: [.phase])
        try Self.expectGolden(with, "diff-home-and-return-swiftui-ios13-phases.txt")
        #expect(with.contains("- scenePhase → background [app]"))
        let without = try Self.text("home-and-return", "swiftui", "ios13")
        #expect(!without.contains("scenePhase"))
    }
}
