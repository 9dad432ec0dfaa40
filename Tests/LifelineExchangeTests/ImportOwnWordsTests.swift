import Testing
import LifelineModel
import LifelineSupport
@testable import LifelineExchange
@testable import LifelineTrace

/// Issue 43 item 5: the three log shapes that were refused, each as a kind. Fixtures in
/// ImportFixtures/real/, each with its origin beside it; each "before" says what the importer
/// made of the log before (nothing, or less).
@Suite struct ImportOwnWordsTests {
    /// A phase event as `S1 scene ?>active`, `app app active>inactive`.
    private func phase(_ e: TraceEvent) -> String {
        "\(e.scene ?? "app") \(e.level?.rawValue ?? "?") \(e.from ?? "?")>\(e.to ?? "?")"
    }

    // MARK: Phrases in the app's own language (--phrases FILE)

    /// jiajing0521/0811: 应用进入后台 and the like, through Docs/examples/phrases-zh.yaml.
    @Test func chinesePhrasesOfJiajing() throws {
        #expect(try importFixture("real/phrases-zh-jiajing.log").events.isEmpty)
        let result = try importFixture("real/phrases-zh-jiajing.log", phrases: examplePhrases("phrases-zh.yaml"))
        #expect(
            result.events.map(describe) == [
                "app application(_:didFinishLaunchingWithOptions:) ?>?",
                "app applicationDidBecomeActive(_:) inactive>active",
                "app applicationWillResignActive(_:) active>inactive",
                "app applicationDidEnterBackground(_:) inactive>background",
                "app applicationWillEnterForeground(_:) background>inactive",
                "app applicationDidBecomeActive(_:) inactive>active",
                "app applicationWillResignActive(_:) active>inactive",
                "app applicationDidEnterBackground(_:) inactive>background",
                "app applicationWillTerminate(_:) background>notRunning"
            ])
        let detail = try #require(result.events[3].detail)
        #expect(
            detail.hasPrefix(
                "a short name, read as the app delegate's method under ios12; phrase \"进入后台\" read as the "
                    + "short name didEnterBackground (--phrases "))
        #expect(detail.hasSuffix("phrases-zh.yaml:29), confidence high: the mapping says so"))
    }

    /// wpy456/study006: its didEnterBackground prints nothing; the rest through phrases-zh.yaml.
    @Test func chinesePhrasesOfStudy006() throws {
        #expect(try importFixture("real/phrases-zh-study006.log").events.isEmpty)
        let result = try importFixture("real/phrases-zh-study006.log", phrases: examplePhrases("phrases-zh.yaml"))
        #expect(
            result.events.compactMap(\.method) == [
                .didFinishLaunching, .applicationDidBecomeActive, .applicationWillResignActive,
                .applicationWillEnterForeground, .applicationDidBecomeActive
            ])
    }

    /// yorifuji's skyway-callkit-sampler: a scene delegate's Japanese words, short names read
    /// under the given scenes profile as the scene delegate's.
    @Test func japanesePhrasesOfASceneDelegate() throws {
        #expect(try importFixture("real/phrases-ja-skyway.log", profile: .ios13).events.isEmpty)
        let result = try importFixture(
            "real/phrases-ja-skyway.log", profile: .ios13, phrases: examplePhrases("phrases-ja.yaml"))
        #expect(
            result.events.map(describe) == [
                "S1 sceneDidEnterBackground(_:) ?>background",
                "S1 sceneWillEnterForeground(_:) background>foregroundInactive"
            ])
        #expect(result.summary.skipped == 2)
        #expect(result.events.first?.detail?.contains("pattern \"バックグラウンドに(入り|移行|移動)\"") == true)
    }

    /// An adaptor's AppDelegate: no scene in the log, so the short name is the app's.
    @Test func japanesePhrasesOfAnAdaptor() throws {
        #expect(try importFixture("real/phrases-ja-adaptor.log").events.isEmpty)
        let result = try importFixture("real/phrases-ja-adaptor.log", phrases: examplePhrases("phrases-ja.yaml"))
        #expect(result.events.compactMap(\.method) == [.applicationDidEnterBackground, .applicationWillTerminate])
    }

    /// A line that names its method keeps it: the mapping changes nothing there.
    @Test(arguments: [("real/phrases-zh-func.log", "phrases-zh.yaml"), ("real/phrases-ja-named.log", "phrases-ja.yaml")]
    )
    func aMethodsOwnNameWinsOverAPhrase(log: String, mapping: String) throws {
        let plain = try importFixture(log)
        let read = try importFixture(log, phrases: examplePhrases(mapping))
        #expect(!plain.events.isEmpty)
        #expect(read.events == plain.events)
    }

    /// The user's phrases go first into the one table the English ones are in: found the same
    /// way (`PhraseTable.find`), and said the same way in the detail.
    @Test func aUsersPhrasesAndTheEnglishOnesAreOneTable() throws {
        let table = try PhraseFile.parse(
            yaml: """
                phrases:
                  - match: app did become active   # the app's own use of English words
                    callback: sceneDidBecomeActive(_:)
                  - match: "Scene is active"
                    phase: active
                """, file: "mine.yaml")
        #expect(table.phrases.count == 2 + HumanPhrases.all.count)
        let result = try ConsoleLogImporter.importText(
            "app did become active\n>>> Scene is active <<<\nApp will terminate\n", phrases: table)
        #expect(result.events.first?.method == .sceneDidBecomeActive)
        #expect(
            result.events.first?.detail?.hasSuffix("(--phrases mine.yaml:2), confidence high: the mapping says so")
                == true)
        #expect(result.events.dropFirst().first.map(phase) == "S1 scene ?>active")
        #expect(result.events.last?.method == .applicationWillTerminate)
    }

    @Test(
        "a mistake in a phrases file is file:line:column",
        arguments: [
            (
                "phrases:\n  - match: x\n    callback: applicationDidEnterBackgrond\n",
                "p.yaml:3:15: error: unknown callback 'applicationDidEnterBackgrond'; did you mean applicationDidEnterBackground(_:)?"
            ),
            (
                "phrases:\n  - match: x\n    callback: viewDidLoad()\n",
                "p.yaml:3:15: error: unknown callback 'viewDidLoad()'"
            ),
            (
                "phrases:\n  - match: x\n    regex: y\n    callback: didBecomeActive\n",
                "p.yaml:2:5: error: a phrase has either"
            ),
            (
                "phrases:\n  - regex: \"(\"\n    callback: didBecomeActive\n",
                "p.yaml:2:12: error: not a regular expression"
            ),
            (
                "phrases:\n  - regex: \"a*\"\n    callback: didBecomeActive\n",
                "p.yaml:2:12: error: the pattern 'a*' matches an empty line"
            ),
            ("phrases:\n  - match: x\n    callbak: didBecomeActive\n", "p.yaml:3:5: error: unknown key 'callbak'"),
            ("phrases:\n  - match: x\n    phase: asleep\n", "p.yaml:3:12: error: phase 'asleep'"),
            (
                "phrases:\n  - match: x\n    callback: willContinueUserActivityWithType\n",
                "p.yaml:3:15: error: 'willContinueUserActivityWithType' names several callbacks"
            ),
            ("rules:\n  - match: x\n", "p.yaml:1:1: error: unknown key 'rules'"),
            ("phrases: []\n", "p.yaml:1:10: error: expected a list of phrases")
        ])
    func phraseFileMistakes(yaml: String, message: String) {
        #expect {
            _ = try PhraseFile.parse(yaml: yaml, file: "p.yaml")
        } throws: { error in
            (error as? Diagnostic)?.description.hasPrefix(message) == true
        }
    }

    /// Both example mappings parse, and every callback in them is a life-cycle one.
    @Test(arguments: ["phrases-zh.yaml", "phrases-ja.yaml"])
    func exampleMappingsParse(name: String) throws {
        let table = try examplePhrases(name)
        #expect(table.phrases.count > HumanPhrases.all.count)
    }

    // MARK: SwiftUI phases bare or in the app's words

    /// Hacking with Swift's Flashzilla: print("Active") in a View; read as its scene's phase.
    @Test func capitalizedPhasesOfAView() throws {
        let result = try importFixture("real/phase-capitalized-flashzilla.log")
        #expect(
            result.events.map(phase) == [
                "S1 scene ?>active", "S1 scene active>inactive", "S1 scene inactive>background",
                "S1 scene background>inactive", "S1 scene inactive>active"
            ])
        #expect(result.header.profile == .swiftui)
    }

    /// SwiftUI Essentials' LifecycleDemo: the same words from the App, which the line does not name.
    @Test func capitalizedPhasesOfAnApp() throws {
        let result = try importFixture("real/phase-capitalized-lifecycledemo.log")
        #expect(result.events.map(\.to) == ["active", "inactive", "active", "inactive", "background"])
        #expect(result.events.allSatisfy { $0.level == .scene && $0.scene == "S1" })
    }

    /// BlocksApp's Logger through `log stream --style compact`: the category names the App.
    @Test func loggerPhasesWithTheirCategory() throws {
        let result = try importFixture("real/phase-logger-compact-blocks.log")
        #expect(
            result.events.map(phase) == [
                "app app ?>active", "app app active>inactive", "app app inactive>background",
                "app app background>inactive", "app app inactive>active"
            ])
        #expect(result.header[extra: "timing"] == .string("nslog"))
    }

    @Test(
        "a phase printed bare or in the app's words is one phase event",
        arguments: [
            ("(.inactive)", "inactive"), (".active", "active"), ("active", "active"), ("Background", "background"),
            ("\"background\"", "background"), ("Phase: background", "background"),
            ("scenePhase changed to inactive", "inactive"), ("ScenePhase.active", "active"),
            ("onChange(of: scenePhase) background", "background"),
            ("2024-01-02 09:41:07.015 Df Shop[512:2a1b3] [com.example.shop:lifecycle] Inactive", "inactive")
        ])
    func phaseShapes(line: String, to: String) throws {
        let result = try ConsoleLogImporter.importText(line + "\n")
        #expect(result.events.map(\.to) == [to])
        #expect(result.events.first?.kind == .phase)
        #expect(result.header.profile == .swiftui)
    }

    /// A value after a label is a phase only in a log that is otherwise SwiftUI's; a value in
    /// a sentence never is.
    @Test func aLabelledValueNeedsASwiftUILog() throws {
        let alone = try ConsoleLogImporter.importText("[ContentView] active\n")
        #expect(alone.events.isEmpty)
        #expect(alone.summary.skipped == 1)
        #expect(alone.summary.recognised == 0)
        let given = try ConsoleLogImporter.importText("[ContentView] active\n", profile: .swiftui)
        #expect(given.events.map(phase) == ["S1 view ?>active"])
        let shaped = try ConsoleLogImporter.importText("scenePhase: inactive\n[ContentView] active\n")
        #expect(shaped.events.map(\.to) == ["inactive", "active"])
        let sentence = try ConsoleLogImporter.importText("scenePhase: inactive\nuser is active in chat\n")
        #expect(sentence.events.map(\.to) == ["inactive"])
    }

    /// A UIKit app's presence words stay what they were: no phase, no SwiftUI profile; the
    /// labelled one is counted and shown.
    @Test func chatWordsAreNoPhases() throws {
        let result = try importFixture("real/phase-chat-words.log")
        #expect(result.events.allSatisfy { $0.kind == .callback })
        #expect(result.events.count == 3)
        #expect(result.header.profile == .ios12)
        var shown: [String] = []
        _ = try ConsoleLogImporter.importLog(
            at: importFixtures.appendingPathComponent("real/phase-chat-words.log").path, to: "/dev/null",
            skipped: { shown.append("\($0.line): \($0.reason)") })
        #expect(shown == ["5: a phase's name after a label, in a log that shows no other SwiftUI phase"])
    }

    /// The shapes read before keep their phases (their level is now the scene's).
    @Test func phaseWordsReadBeforeStayTheSame() throws {
        let result = try importFixture("real/phase-scenephase-words.log")
        #expect(result.events.map(\.to) == ["active", "inactive", "background"])
        #expect(result.events.first?.from == "inactive")
    }

    /// A bare word under a profile given without SwiftUI is no phase (Segmentify's push handler).
    @Test func aBareWordUnderAUIKitProfileIsNoPhase() throws {
        let result = try importFixture("real/short-lowercase-segmentify.log", profile: .ios12)
        #expect(result.events.allSatisfy { $0.kind == .callback })
        #expect(result.summary.skipped == 2)
    }

    // MARK: Short names through the profile

    /// BeaconTracker: no scenes, so the app delegate's; its location lines stay unread.
    @Test func shortNamesWithoutScenes() throws {
        let result = try importFixture("real/short-beacontracker.log")
        #expect(
            result.events.map(describe) == [
                "app application(_:didFinishLaunchingWithOptions:) ?>?",
                "app applicationDidEnterBackground(_:) inactive>background",
                "app applicationWillEnterForeground(_:) background>inactive"
            ])
        #expect(result.summary.skipped == 4)
    }

    /// teallet's SceneDelegate: willConnectTo shows scenes, so the scene delegate's.
    @Test func shortNamesInASceneApp() throws {
        let result = try importFixture("real/short-teallet-scene.log")
        #expect(
            result.events.map(describe) == [
                "S1 scene(_:willConnectTo:options:) unattached>unattached",
                "S1 sceneWillEnterForeground(_:) unattached>foregroundInactive",
                "S1 sceneDidBecomeActive(_:) foregroundInactive>foregroundActive",
                "S1 sceneWillResignActive(_:) foregroundActive>foregroundInactive",
                "S1 sceneDidEnterBackground(_:) foregroundInactive>background"
            ])
        // The header lists what the short names were read as, under the profile the log shows.
        #expect(
            result.header[extra: "observedCallbacks"]
                == .array(
                    [
                        "scene(_:willConnectTo:options:)", "sceneDidBecomeActive(_:)", "sceneWillResignActive(_:)",
                        "sceneWillEnterForeground(_:)", "sceneDidEnterBackground(_:)"
                    ].map { .string($0) }))
        #expect(
            result.header[extra: "inferredFrom"]
                == .string("line 1: a scene-delegate callback, scene(_:willConnectTo:options:)"))
    }

    /// YoutubeChannelFilter's capitalized names, and Segmentify's lowercase ones.
    @Test func shortNamesInEveryCasing() throws {
        let capitalized = try importFixture("real/short-capitalized-appdelegate.log")
        #expect(
            capitalized.events.compactMap(\.method) == [
                .applicationDidBecomeActive, .applicationWillResignActive, .applicationDidEnterBackground,
                .applicationWillEnterForeground, .applicationDidBecomeActive, .applicationWillResignActive,
                .applicationDidEnterBackground, .applicationWillTerminate
            ])
        let lowercase = try importFixture("real/short-lowercase-segmentify.log", profile: .ios12)
        #expect(
            lowercase.events.compactMap(\.method) == [
                .applicationDidBecomeActive, .applicationWillResignActive, .applicationDidEnterBackground,
                .applicationDidBecomeActive
            ])
    }

    /// Names that only look short, and the methods' full names, read as before.
    @Test func lookAlikesAndFullNamesStayTheSame() throws {
        let lookAlikes = try importFixture("real/short-notification-names.log")
        #expect(
            lookAlikes.events.compactMap(\.method) == [.applicationDidEnterBackground, .applicationWillEnterForeground])
        #expect(lookAlikes.events.allSatisfy { $0.detail == nil })
        let full = try importFixture("real/short-full-names.log")
        #expect(full.events.count == 9)
        #expect(full.events.allSatisfy { $0.detail == nil })
    }

    /// The table: every short name names an app-delegate method; the profile's routing reads it.
    @Test func shortNamesAreReadThroughTheRouting() {
        let names = Dictionary(ShortName.spellings, uniquingKeysWith: { a, _ in a })
        #expect(names["didEnterBackground"] == .applicationDidEnterBackground)
        #expect(names["DidEnterBackground"] == .applicationDidEnterBackground)
        #expect(names["didenterbackground"] == .applicationDidEnterBackground)
        #expect(names["didFinishLaunching"] == .didFinishLaunching)
        #expect(ShortName.reading(.applicationDidEnterBackground, under: .ios12) == .applicationDidEnterBackground)
        #expect(ShortName.reading(.applicationDidEnterBackground, under: .ios13) == .sceneDidEnterBackground)
        #expect(ShortName.reading(.applicationWillTerminate, under: .ios13) == .applicationWillTerminate)
        #expect(ShortName.reading(.didFinishLaunching, under: .ipadosMultiwindow) == .didFinishLaunching)
        for (_, callback) in ShortName.spellings { #expect(callback.receiver == .app) }
    }

    /// A short name never decides the profile, in a file or on standard input's read-ahead.
    @Test func aShortNameDecidesNoProfile() throws {
        let result = try ConsoleLogImporter.importText("didEnterBackground\nsceneWillEnterForeground(_:)\n")
        #expect(result.header.profile == .ios13)
        #expect(result.events.first?.method == .sceneDidEnterBackground)
    }
}
