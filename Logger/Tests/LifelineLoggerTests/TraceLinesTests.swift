import Testing
@testable import LifelineLogger

@Suite struct TraceLinesTests {
    @Test func linesFormatAsTheTraceFormatSays() {
        var lines = LifelineTraceLines(profile: "ios13", extra: [(key: "app", value: "My \"App\"")])
        let scene = Scene()
        #expect(lines.header == #"{"lifeline":1,"profile":"ios13","source":"logger","app":"My \"App\""}"#)
        #expect(
            lines.callback("application(_:didFinishLaunchingWithOptions:)", at: 4_000)
                == #"{"seq":1,"t":0.004,"kind":"callback","receiver":"app","method":"application(_:didFinishLaunchingWithOptions:)"}"#
        )
        #expect(
            lines.callback("sceneWillEnterForeground(_:)", scene: scene, sessionKey: "X-1", at: 1_250_125)
                == #"{"seq":2,"t":1.250125,"kind":"callback","receiver":"scene","scene":"S1","session":"A","method":"sceneWillEnterForeground(_:)"}"#
        )
        // Time never runs backwards; an unknown method is a note.
        #expect(
            lines.callback("viewDidLoad()", at: 3) == #"{"seq":3,"t":1.250125,"kind":"note","value":"viewDidLoad()"}"#)
        #expect(
            lines.note("tab\t\u{1}\"\\", at: 2_000_000)
                == #"{"seq":4,"t":2.000,"kind":"note","value":"tab\t\u0001\"\\"}"#)
        #expect(
            lines.phase(level: "scene", to: "active", from: "inactive", at: 2_000_001)
                == #"{"seq":5,"t":2.000001,"kind":"phase","level":"scene","scene":"S1","from":"inactive","to":"active"}"#
        )
        #expect(
            lines.notification("UIScene.didActivateNotification", scene: scene, at: 2_000_002)
                == #"{"seq":6,"t":2.000002,"kind":"notification","name":"UIScene.didActivateNotification","scene":"S1"}"#
        )
    }

    @Test func headerSaysWhichMethodsTheAppReports() {
        let lines = LifelineTraceLines(
            profile: "ios13",
            reports: [
                "sceneDidBecomeActive(_:)", "applicationWillTerminate(_:)",
                "viewDidLoad()", "sceneDidBecomeActive(_:)"
            ])
        #expect(
            lines.header
                == #"{"lifeline":1,"profile":"ios13","source":"logger","observedCallbacks":["sceneDidBecomeActive(_:)","applicationWillTerminate(_:)"]}"#
        )
    }

    @Test func sessionsAreLettersInOrderOfFirstAppearance() {
        var lines = LifelineTraceLines(profile: "ipados-multiwindow")
        let scenes = (0..<28).map { _ in Scene() }
        let written = scenes.enumerated().map { index, scene in
            lines.callback("sceneDidBecomeActive(_:)", scene: scene, sessionKey: "session-\(index)", at: 0)
        }
        #expect(written[0].contains(#""scene":"S1","session":"A""#))
        #expect(written[25].contains(#""scene":"S26","session":"Z""#))
        #expect(written[26].contains(#""scene":"S27","session":"AA""#))
        #expect(written[27].contains(#""scene":"S28","session":"AB""#))
    }
}
