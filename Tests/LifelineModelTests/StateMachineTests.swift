import Testing
import LifelineModel

@Suite("Reference state machines")
struct StateMachineTests {
    @Test("§4.1: the scene machine's edges as the callback docs map them")
    func sceneEdges() {
        let m = SceneMachine.machine
        func to(_ from: SceneActivationState, _ callback: Callback) -> [SceneActivationState] {
            m.edges(from: from, on: .callback(callback), profile: .ios13).map(\.to)
        }
        #expect(to(.unattached, .sceneWillConnect) == [.unattached])
        #expect(to(.unattached, .sceneWillEnterForeground) == [.foregroundInactive])
        #expect(to(.background, .sceneWillEnterForeground) == [.foregroundInactive])
        #expect(to(.foregroundInactive, .sceneDidBecomeActive) == [.foregroundActive])
        #expect(to(.foregroundActive, .sceneWillResignActive) == [.foregroundInactive])
        #expect(to(.foregroundInactive, .sceneDidEnterBackground) == [.background])
        #expect(to(.background, .sceneDidDisconnect) == [.unattached])
        // sceneDidBecomeActive only from foregroundInactive (the example).
        #expect(m.sources(of: .callback(.sceneDidBecomeActive), profile: .ios13) == [.foregroundInactive])
        #expect(to(.background, .sceneDidBecomeActive).isEmpty)
        #expect(!m.applies(to: .ios12))
    }

    @Test("§1.1, §1.2: the sceneless app machine; willEnterForeground never from notRunning")
    func appEdges() {
        let m = AppMachine.machine
        #expect(
            m.edges(from: .notRunning, on: .callback(.willFinishLaunching), profile: .ios12).map(\.to) == [
                .inactive, .background
            ])
        #expect(
            m.edges(from: .inactive, on: .callback(.applicationDidBecomeActive), profile: .ios12).map(\.to) == [.active]
        )
        #expect(m.edges(from: .notRunning, on: .callback(.applicationWillEnterForeground), profile: .ios12).isEmpty)
        #expect(
            m.edges(from: .background, on: .callback(.applicationWillEnterForeground), profile: .ios12).map(\.to) == [
                .inactive
            ])
        // §3: a scene-based app launches in the background state.
        #expect(
            m.edges(from: .notRunning, on: .callback(.willFinishLaunching), profile: .ios13).map(\.to) == [.background])
        // §2.5: no app-delegate UI-state edge with scenes.
        #expect(m.edges(from: .inactive, on: .callback(.applicationDidBecomeActive), profile: .ios13).isEmpty)
    }

    @Test("every edge's citation is in lifecycle-facts.md")
    func citations() {
        let urls =
            AppMachine.machine.transitions.map(\.citation) + SceneMachine.machine.transitions.map(\.citation)
            + PhaseMachine.machine.transitions.map(\.citation)
        for citation in urls {
            #expect(Facts.text.contains(citation.url), "\(citation.url)")
            #expect(Facts.hasSection(citation.section), "§\(citation.section)")
        }
    }

    @Test("every callback edge is delivered under the edge's profiles (routing and machines agree)")
    func machinesAgreeWithRouting() {
        for row in AppMachine.machine.transitions {
            guard let callback = row.trigger.callback else { continue }
            for profile in row.profiles {
                #expect(callback.info.routing[profile].isPossible, "\(callback) under \(profile)")
            }
        }
        for row in SceneMachine.machine.transitions {
            guard let callback = row.trigger.callback else { continue }
            for profile in row.profiles {
                #expect(callback.info.routing[profile].isPossible, "\(callback) under \(profile)")
            }
        }
    }

    @Test("§3: applicationState is the most active scene's; background with none")
    func appAggregate() {
        #expect(AppState.aggregate(of: [SceneActivationState]()) == .background)
        #expect(AppState.aggregate(of: [.background, .foregroundActive, .foregroundInactive]) == .active)
        #expect(AppState.aggregate(of: [.background, .foregroundInactive, .unattached]) == .inactive)
        #expect(AppState.aggregate(of: [.suspended, .background]) == .background)
    }

    @Test("§5: the app-level ScenePhase: active if any, inactive if none active, background when all are")
    func phaseAggregate() {
        #expect(ScenePhase.aggregate(of: [.background, .active]) == .active)
        #expect(ScenePhase.aggregate(of: [.background, .inactive]) == .inactive)
        #expect(ScenePhase.aggregate(of: [.background, .background]) == .background)
        #expect(SceneActivationState.foregroundInactive.scenePhase == .inactive)
    }

    @Test("§4.1: UIKit's raw values of UIScene.ActivationState")
    func rawValues() {
        #expect(SceneActivationState.unattached.uiKitRawValue == -1)
        #expect(SceneActivationState.foregroundActive.uiKitRawValue == 0)
        #expect(SceneActivationState.foregroundInactive.uiKitRawValue == 1)
        #expect(SceneActivationState.background.uiKitRawValue == 2)
    }

    @Test("a silent transition's position is its place in allCases (the tables' index)")
    func silentPositions() {
        for (index, silent) in SilentTransition.allCases.enumerated() {
            #expect(silent.position == index, "\(silent)")
        }
    }
}
