import Foundation
import LifelineModel
import Testing

/// Issue 43 item 2: a notification or a phase is an observation of a move (lifecycle-facts.md
/// §3, §5): it moves the machine as its callback does, and an observation of the state already
/// held confirms it and is no move.
@Suite struct ObservationTests {
    private func launched(_ profile: Profile = .ios13, reading: TraceReading = .complete) -> TraceFollower<Int> {
        var follower = TraceFollower<Int>(profile: profile, reading: reading)
        _ = follower.step(FollowInput(kind: .callback, receiver: .app, callback: .willFinishLaunching))
        _ = follower.step(FollowInput(kind: .callback, receiver: .app, callback: .didFinishLaunching))
        return follower
    }

    private func note(_ notification: LifecycleNotification, _ scene: Int? = 1) -> FollowInput<Int> {
        FollowInput(kind: .notification, notification: notification, scene: scene)
    }

    private func call(_ callback: Callback, _ scene: Int = 1) -> FollowInput<Int> {
        FollowInput(kind: .callback, receiver: .scene, callback: callback, scene: scene)
    }

    /// Under ios13 (scene callbacks always delivered), a scene notification moves the scene
    /// though the trace shows its delegate; the callback beside it, in either order, is one move.
    @Test func sceneNotificationMovesAsItsCallbackInEitherOrder() {
        var follower = launched()
        _ = follower.step(call(.sceneWillConnect))
        let early = follower.step(note(.sceneWillEnterForeground))
        #expect(early.scene?.to == .foregroundInactive && early.scene?.verdict == .legal)
        let confirmed = follower.step(call(.sceneWillEnterForeground))
        #expect(confirmed.scene == nil)
        let active = follower.step(call(.sceneDidBecomeActive))
        #expect(active.scene?.to == .foregroundActive)
        // After its callback, the notification confirms; printed again by a second observer, too.
        #expect(follower.step(note(.sceneDidActivate)).scene == nil)
        #expect(follower.step(note(.sceneDidActivate)).scene == nil)
        #expect(follower.scenes[0].activation == .foregroundActive)
        // A notification the scene's state does not allow is judged as its callback would be.
        let skipped = follower.step(note(.sceneDidEnterBackground))
        #expect(skipped.scene?.verdict == .illegal)
    }

    /// A phase printed again at the phase held is no move (no LC409 for an imported `inactive`
    /// printed twice); a real skip after it is still judged.
    @Test func phasePrintedTwiceIsNoMove() {
        var follower = TraceFollower<Int>(profile: .swiftui, reading: .callbacksOnly)
        func app(_ to: ScenePhase) -> FollowStep {
            follower.step(FollowInput(kind: .phase, level: .app, to: RecordedState(isPresent: true, phase: to)))
        }
        _ = app(.active)
        #expect(app(.inactive).phase?.verdict == .legal)
        #expect(app(.inactive).phase == nil)
        #expect(app(.background).phase?.verdict == .legal)
        #expect(app(.background).phase == nil)
        #expect(app(.active).phase?.verdict == .legal)
        #expect(app(.background).phase?.verdict == .illegal)
    }

    /// With scenes, UIApplication.didBecomeActiveNotification needs a scene in the foreground
    /// (§3): with the only scene in the background no reading posts it.
    @Test func appNotificationIsJudgedAgainstTheScenes() {
        var follower = launched()
        for callback: Callback in [.sceneWillConnect, .sceneWillEnterForeground, .sceneDidBecomeActive] {
            _ = follower.step(call(callback))
        }
        // Before or after the scene's callback (their order is undocumented): legal.
        #expect(follower.step(note(.applicationDidBecomeActive, nil)).app?.verdict.isIllegal != true)
        _ = follower.step(call(.sceneWillResignActive))
        #expect(follower.step(note(.applicationWillResignActive, nil)).app?.verdict.isIllegal != true)
        _ = follower.step(call(.sceneDidEnterBackground))
        #expect(follower.step(note(.applicationDidBecomeActive, nil)).app?.verdict == .illegal)
    }

    /// A closed world (the runtime's trace): a scene never seen connecting is unattached, so its
    /// disconnect is illegal; an open one (a hand trace) may have connected it unseen.
    @Test func disconnectOfAnUnconnectedSceneIsIllegalOnlyInAClosedWorld() {
        var closed = launched(reading: .complete)
        #expect(closed.step(call(.sceneDidDisconnect, 2)).scene?.verdict == .illegal)
        var open = launched(reading: TraceReading(showsSilentChanges: true, showsEveryResume: false))
        #expect(open.step(call(.sceneDidDisconnect, 2)).scene?.verdict.isIllegal == false)
    }

    /// ios13, one scene at a time (§2.3): a second application scene does not become active.
    @Test func secondActiveSceneUnderTheIPhoneProfile() {
        for (profile, illegal) in [(Profile.ios13, true), (.ipadosMultiwindow, false)] {
            var follower = launched(profile)
            for scene in [1, 2] {
                _ = follower.step(call(.sceneWillConnect, scene))
                _ = follower.step(call(.sceneWillEnterForeground, scene))
            }
            _ = follower.step(call(.sceneDidBecomeActive, 1))
            let second = follower.step(call(.sceneDidBecomeActive, 2))
            #expect(
                second.anotherSceneActive == illegal && (second.scene?.verdict == .illegal) == illegal, "\(profile)")
        }
    }

    /// A writer that prints every callback (the runtime's) owes the callback beside its scene
    /// notification: a notification alone is named at the scene's next event.
    @Test func notificationWithoutItsPrintedCallbackIsNamed() {
        var follower = launched()
        _ = follower.step(call(.sceneWillConnect))
        _ = follower.step(call(.sceneWillEnterForeground))
        #expect(follower.step(note(.sceneDidActivate)).scene?.to == .foregroundActive)
        let next = follower.step(call(.sceneWillResignActive))
        #expect(next.missedCallback == .sceneDidBecomeActive)
    }

    /// applicationSignificantTimeChange is queued while the app is suspended (§1.6).
    @Test func significantTimeChangeWhileSuspendedIsIllegal() {
        var follower = TraceFollower<Int>(
            profile: .ios12, reading: TraceReading(showsSilentChanges: true, showsEveryResume: false))
        for callback: Callback in [
            .willFinishLaunching, .didFinishLaunching, .applicationDidBecomeActive, .applicationWillResignActive,
            .applicationDidEnterBackground
        ] {
            _ = follower.step(FollowInput(kind: .callback, receiver: .app, callback: callback))
        }
        #expect(
            follower.step(FollowInput(kind: .callback, receiver: .app, callback: .significantTimeChange)).app?.verdict
                == .legal)
        _ = follower.step(FollowInput(kind: .state, silent: .suspend))
        #expect(
            follower.step(FollowInput(kind: .callback, receiver: .app, callback: .significantTimeChange)).app?.verdict
                == .illegal)
    }

    /// Item 4: applicationDidBecomeActive from the background before the run's first
    /// foreground is the device log's variant (OBSERVED, contested); after it, illegal.
    @Test func activeFromBackgroundIsAVariantOnlyBeforeTheFirstForeground() {
        var follower = TraceFollower<Int>(profile: .ios12)
        func app(_ callback: Callback) -> FollowStep {
            follower.step(FollowInput(kind: .callback, receiver: .app, callback: callback))
        }
        _ = app(.willFinishLaunching)
        _ = app(.didFinishLaunching)
        _ = app(.performFetch)
        #expect(app(.applicationDidBecomeActive).app?.verdict == .variant(.observed))
        _ = app(.applicationWillResignActive)
        _ = app(.applicationDidEnterBackground)
        #expect(app(.applicationDidBecomeActive).app?.verdict == .illegal)
        #expect(AppMachine.beforeFirstForeground.allSatisfy { $0.contests?.basis == .documented })
    }
}
