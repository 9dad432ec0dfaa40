import Testing
import LifelineModel
@testable import LifelineExchange
@testable import LifelineTrace

/// The exact sequences imported from the console logs in ImportFixtures/ (lifecycle-facts.md
/// sections in each test's comment). `?` marks a `from`/`to` the log does not determine.
@Suite struct ImportFixtureTests {
    /// §1.2 app switcher, bare names.
    @Test func ios12AppSwitcher() throws {
        let result = try importFixture("ios12-app-switcher.log")
        #expect(
            result.events.map(describe) == [
                "app application(_:didFinishLaunchingWithOptions:) ?>?",
                "app applicationDidBecomeActive(_:) inactive>active",
                "app applicationWillResignActive(_:) active>inactive",
                "app applicationDidBecomeActive(_:) inactive>active"
            ])
    }

    /// §1.1 cold launch, NSLog with its prefix: times from the prefix.
    @Test func ios12ColdLaunch() throws {
        let result = try importFixture("ios12-cold-launch.log")
        #expect(
            result.events.map(describe) == [
                "app application(_:willFinishLaunchingWithOptions:) notRunning>inactive",
                "app application(_:didFinishLaunchingWithOptions:) inactive>inactive",
                "app applicationDidBecomeActive(_:) inactive>active"
            ])
    }

    /// §1.2 Home and return, print(#function); view-controller lines skipped.
    @Test func ios12HomeAndReturn() throws {
        let result = try importFixture("ios12-home-and-return.log")
        #expect(
            result.events.map(describe) == [
                "app application(_:didFinishLaunchingWithOptions:) ?>?",
                "app applicationDidBecomeActive(_:) inactive>active",
                "app applicationWillResignActive(_:) active>inactive",
                "app applicationDidEnterBackground(_:) inactive>background",
                "app applicationWillEnterForeground(_:) background>inactive",
                "app applicationDidBecomeActive(_:) inactive>active"
            ])
    }

    /// §1.4 kill from the switcher: the debugger line is a note and ends the run.
    @Test func ios12KillSuspended() throws {
        let result = try importFixture("ios12-kill-suspended.log")
        #expect(
            result.events.map(describe) == [
                "app application(_:willFinishLaunchingWithOptions:) notRunning>inactive",
                "app application(_:didFinishLaunchingWithOptions:) inactive>inactive",
                "app applicationDidBecomeActive(_:) inactive>active",
                "app applicationWillResignActive(_:) active>inactive",
                "app applicationDidEnterBackground(_:) inactive>background",
                "note Terminated due to signal 9"
            ])
    }

    /// §2.1/§2.2 scene launch, background and return, with the scene printed.
    @Test func ios13LaunchBackgroundReturn() throws {
        let result = try importFixture("ios13-launch-background-return.log")
        #expect(
            result.events.map(describe) == [
                "app application(_:willFinishLaunchingWithOptions:) notRunning>background",
                "app application(_:didFinishLaunchingWithOptions:) background>background",
                "app application(_:configurationForConnecting:options:) background>background",
                "S1 scene(_:willConnectTo:options:) unattached>unattached",
                "S1 sceneWillEnterForeground(_:) unattached>foregroundInactive",
                "S1 sceneDidBecomeActive(_:) foregroundInactive>foregroundActive",
                "S1 sceneWillResignActive(_:) foregroundActive>foregroundInactive",
                "S1 sceneDidEnterBackground(_:) foregroundInactive>background",
                "S1 sceneWillEnterForeground(_:) background>foregroundInactive",
                "S1 sceneDidBecomeActive(_:) foregroundInactive>foregroundActive"
            ])
    }

    /// A real misordering: didBecomeActive before willEnterForeground. The follower's reading is
    /// written: the illegal move from unattached (the checker reports it), then on from there.
    @Test func ios13Misordered() throws {
        let result = try importFixture("ios13-misordered.log")
        #expect(
            result.events.map(describe) == [
                "app application(_:didFinishLaunchingWithOptions:) ?>background",
                "S1 scene(_:willConnectTo:options:) unattached>unattached",
                "S1 sceneDidBecomeActive(_:) unattached>foregroundActive",
                "S1 sceneWillEnterForeground(_:) foregroundActive>foregroundInactive",
                "S1 sceneWillResignActive(_:) foregroundInactive>foregroundInactive",
                "S1 sceneDidEnterBackground(_:) foregroundInactive>background",
                "S1 sceneWillEnterForeground(_:) background>foregroundInactive",
                "S1 sceneDidBecomeActive(_:) foregroundInactive>foregroundActive"
            ])
    }

    /// §8.3 swipe-kill, recent iOS: resign, disconnect, then a new scene instance (a new S after a disconnect).
    @Test func ios13SwipeKillDisconnect() throws {
        let result = try importFixture("ios13-swipe-kill-disconnect.log")
        #expect(
            result.events.map(describe) == [
                "app application(_:didFinishLaunchingWithOptions:) ?>background",
                "S1 scene(_:willConnectTo:options:) unattached>unattached",
                "S1 sceneWillEnterForeground(_:) unattached>foregroundInactive",
                "S1 sceneDidBecomeActive(_:) foregroundInactive>foregroundActive",
                "S1 sceneWillResignActive(_:) foregroundActive>foregroundInactive",
                "S1 sceneDidDisconnect(_:) foregroundInactive>unattached",
                "S2 sceneWillEnterForeground(_:) unattached>foregroundInactive",
                "S2 sceneDidEnterBackground(_:) foregroundInactive>background",
                "note Terminated due to signal 9"
            ])
    }

    /// §8.3 swipe-kill, iPhone: didEnterBackground then willTerminate.
    @Test func ios13SwipeKillIphone() throws {
        let result = try importFixture("ios13-swipe-kill-iphone.log")
        #expect(
            result.events.map(describe) == [
                "app application(_:didFinishLaunchingWithOptions:) ?>background",
                "S1 scene(_:willConnectTo:options:) unattached>unattached",
                "S1 sceneWillEnterForeground(_:) unattached>foregroundInactive",
                "S1 sceneDidBecomeActive(_:) foregroundInactive>foregroundActive",
                "S1 sceneWillResignActive(_:) foregroundActive>foregroundInactive",
                "S1 sceneDidEnterBackground(_:) foregroundInactive>background",
                "app applicationWillTerminate(_:) background>notRunning"
            ])
    }

    /// §8.3 swipe-kill, iPad without multiple windows: disconnect, discard, terminate.
    @Test func ipadSwipeKill() throws {
        let result = try importFixture("ipad-swipe-kill.log")
        #expect(
            result.events.map(describe) == [
                "app application(_:didFinishLaunchingWithOptions:) ?>background",
                "S1 scene(_:willConnectTo:options:) unattached>unattached",
                "S1 sceneWillEnterForeground(_:) unattached>foregroundInactive",
                "S1 sceneDidBecomeActive(_:) foregroundInactive>foregroundActive",
                "S1 sceneWillResignActive(_:) foregroundActive>foregroundInactive",
                "S1 sceneDidDisconnect(_:) foregroundInactive>unattached",
                "app application(_:didDiscardSceneSessions:) background>background",
                "app applicationWillTerminate(_:) background>notRunning"
            ])
    }

    /// Two scene objects by address, connected at once: two scenes, two sessions, ipados-multiwindow.
    @Test func ipadTwoWindows() throws {
        let result = try importFixture("ipad-two-windows.log")
        #expect(
            result.events.map(describe) == [
                "app application(_:didFinishLaunchingWithOptions:) ?>background",
                "S1 scene(_:willConnectTo:options:) unattached>unattached",
                "S1 sceneWillEnterForeground(_:) unattached>foregroundInactive",
                "S1 sceneDidBecomeActive(_:) foregroundInactive>foregroundActive",
                "app application(_:configurationForConnecting:options:) active>active",
                "S2 scene(_:willConnectTo:options:) unattached>unattached",
                "S2 sceneWillEnterForeground(_:) unattached>foregroundInactive",
                "S2 sceneDidBecomeActive(_:) foregroundInactive>foregroundActive",
                "S1 sceneWillResignActive(_:) foregroundActive>foregroundInactive",
                "S1 sceneDidEnterBackground(_:) foregroundInactive>background",
                "S1 sceneDidDisconnect(_:) background>unattached"
            ])
    }

    /// Every style mixed with noise, one line not UTF-8.
    @Test func mixedStyles() throws {
        let result = try importFixture("mixed-styles.log")
        #expect(
            result.events.map(describe) == [
                "app application(_:willFinishLaunchingWithOptions:) notRunning>background",
                "app application(_:didFinishLaunchingWithOptions:) background>background",
                "S1 scene(_:willConnectTo:options:) unattached>unattached",
                "S1 sceneWillEnterForeground(_:) unattached>foregroundInactive",
                "S1 sceneDidBecomeActive(_:) foregroundInactive>foregroundActive",
                "S1 sceneWillResignActive(_:) foregroundActive>foregroundInactive",
                "S1 sceneDidEnterBackground(_:) foregroundInactive>background",
                "note Terminated due to signal 9"
            ])
    }

    /// Two launches without a termination line: two runs, the first ended by an inferred terminate.
    @Test func twoLaunches() throws {
        let result = try importFixture("two-launches.log")
        #expect(
            result.events.map(describe) == [
                "app application(_:willFinishLaunchingWithOptions:) notRunning>inactive",
                "app application(_:didFinishLaunchingWithOptions:) inactive>inactive",
                "app applicationDidBecomeActive(_:) inactive>active",
                "app applicationWillResignActive(_:) active>inactive",
                "app applicationDidEnterBackground(_:) inactive>background",
                "state terminate background>notRunning",
                "app application(_:willFinishLaunchingWithOptions:) notRunning>inactive",
                "app application(_:didFinishLaunchingWithOptions:) inactive>inactive",
                "app applicationDidBecomeActive(_:) inactive>active"
            ])
    }
}
