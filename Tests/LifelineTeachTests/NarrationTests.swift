import Foundation
import LifelineModel
import LifelineTeach
import LifelineTrace
import Testing

@Suite("explain: narration of canonical traces")
struct NarrationTests {
    /// One trace per profile, from `Traces/`.
    static let canonical = [
        "ios12/cold-launch", "ios12/interruption", "ios13/home-and-return", "ios13/swipe-kill",
        "ipados-multiwindow/two-windows", "swiftui/swiftui-two-scenes"
    ]

    @Test("the narration of each canonical trace matches its golden file", arguments: canonical)
    func golden(_ name: String) throws {
        let narrator = try Narrator.load(path: TeachGolden.trace("Traces/\(name).jsonl"))
        let text = narrator.text().replacingOccurrences(of: TeachGolden.repository.path + "/", with: "")
        try TeachGolden.check(text, named: "explain-" + name.replacingOccurrences(of: "/", with: "-") + ".txt")
    }

    @Test("mid-launch, only the launch sequence's next step may come; afterwards it never comes again")
    func launchSequence() throws {
        let narrator = try Narrator.load(path: TeachGolden.trace("Traces/ios12/cold-launch.jsonl"))
        let steps = narrator.steps()
        #expect(steps[1].next == [Candidate(.didFinishLaunching, to: .app)])
        #expect(!steps[2].next.contains { LaunchSequence.callbacks.contains($0.callback) })
        #expect(steps[2].next.contains(Candidate(.applicationDidBecomeActive, to: .app)))
    }

    @Test("an active iOS 12 app may next resign active; it may not become active again")
    func nextFromActive() throws {
        let narrator = try Narrator.load(path: TeachGolden.trace("Traces/ios12/cold-launch.jsonl"))
        let last = try #require(narrator.steps().last)
        #expect(last.snapshot.app == .active)
        let callbacks = last.next.map(\.callback)
        #expect(callbacks.contains(.applicationWillResignActive))
        #expect(!callbacks.contains(.applicationDidBecomeActive))
        // Derived from the model: every candidate is an app-machine edge from active.
        #expect(Set(callbacks).isSubset(of: Set(AppMachine.machine.nextCallbacks(from: .active, profile: .ios12))))
    }

    @Test("a SwiftUI app without delegates: scene notifications move the scenes, the next changes are phases")
    func swiftUIStandIns() throws {
        let narrator = try Narrator.load(path: TeachGolden.trace("Traces/swiftui/swiftui-two-scenes.jsonl"))
        #expect(narrator.adoption.seen.isEmpty)
        let steps = narrator.steps()
        let afterLaunch = steps[11]
        #expect(afterLaunch.snapshot.scenes.map(\.state) == [.foregroundActive])
        #expect(afterLaunch.snapshot.app == .active)
        #expect(afterLaunch.next.isEmpty)
        #expect(afterLaunch.nextPhases == ["S1 scenePhase → inactive"])
    }

    @Test("§16 a SwiftUI view's URL handler reads as the handler running in its view, with the URL")
    func swiftUIHandler() throws {
        let narrator = try Narrator.load(path: TeachGolden.trace("Traces/swiftui/swiftui-open-url.jsonl"))
        let handler = try #require(narrator.steps().first { $0.sentence.headline.contains("onOpenURL") })
        #expect(handler.sentence.headline.hasSuffix("SwiftUI → ContentView in S1: onOpenURL(perform:)"))
        #expect(handler.sentence.explanation.hasSuffix("(§16)"))
        #expect(handler.sentence.detail == "ContentView's onOpenURL(perform:) runs with myapp://item/1")
    }

    @Test("a disconnected scene is shown once as unattached, then dropped")
    func disconnect() throws {
        let narrator = try Narrator.load(path: TeachGolden.trace("Traces/ipados-multiwindow/two-windows.jsonl"))
        let steps = narrator.steps()
        let index = try #require(steps.firstIndex { $0.event.method == .sceneDidDisconnect })
        #expect(steps[index].snapshot.line.contains("S1 unattached (disconnected)"))
        #expect(!steps[index + 1].snapshot.line.contains("S1"))
    }

    @Test("a trace that starts mid-way shows the states the follower leaves open, unknown only for none")
    func unknownIsShown() {
        let events = [
            TraceEvent(
                seq: 1, time: .zero, kind: .callback, receiver: .scene, scene: "S1", method: .sceneOpenURLContexts),
            TraceEvent(
                seq: 2, time: TraceTime(milliseconds: 1), kind: .callback, receiver: .scene, scene: "S1",
                method: .sceneWillResignActive)
        ]
        let steps = Narrator(header: TraceHeader(profile: .ios13, source: "import"), events: events, file: "mid.jsonl")
            .steps()
        // Nothing says where the app was; UIKit opens URLs in a scene in the foreground (the
        // model's edges), so S1 is inactive or active; the model says where resigning leads,
        // and a scene in the foreground makes the app at least inactive (§3) — or active, by a
        // scene the log started too late to name.
        #expect(steps[0].snapshot.line == "app unknown · S1 foregroundInactive or foregroundActive")
        #expect(steps[0].snapshot.app == nil && steps[0].snapshot.scenes.map(\.state) == [nil])
        #expect(steps[1].snapshot.line == "app inactive or active · S1 foregroundInactive")
    }

    @Test("every event kind gets a sentence from the model, with its facts' sections")
    func sentences() {
        let callback = EventSentence(
            TraceEvent(
                seq: 3, time: TraceTime(milliseconds: 5), kind: .callback, receiver: .scene,
                scene: "S1", method: .sceneWillEnterForeground, from: "background", to: "foregroundInactive"))
        #expect(
            callback.headline
                == """
                #3 at 0.005 s: UIKit → S1's scene delegate: sceneWillEnterForeground(_:) [background → \
                foregroundInactive]
                """
        )
        #expect(callback.explanation.hasPrefix(Callback.sceneWillEnterForeground.info.explanation))
        #expect(callback.explanation.hasSuffix("(§2.1)"))
        let action = EventSentence(TraceEvent(seq: 1, time: .zero, kind: .action, name: "home", by: .user))
        #expect(action.explanation == "The user goes to the Home Screen: the app leaves the screen. (§1.2)")
        let unknown = EventSentence(TraceEvent(seq: 1, time: .zero, kind: .action, name: "shake", by: .user))
        #expect(unknown.explanation == "Something the user did, which the trace names 'shake'.")
        let silent = EventSentence(
            TraceEvent(seq: 2, time: .zero, kind: .state, name: "suspend", from: "background", to: "suspended"))
        #expect(silent.headline == "#2 at 0.000 s: no callback: suspend of the app [background → suspended]")
        #expect(silent.explanation == SilentTransition.suspend.explanation)
    }
}
