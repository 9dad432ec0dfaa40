import LifelineModel
import LifelineTrace

/// Cross-platform runners print the life cycle in their own words; each word stands for the
/// UIKit method whose notification or override produces it (Docs/importing.md, "Engines and
/// runners"), and every event read from one says so in its detail:
///
/// - **React Native**: `RCTAppState` (React/CoreModules/RCTAppState.mm) sends the JS `AppState`
///   `active` on UIApplicationDidBecomeActiveNotification, `inactive` on WillResignActive,
///   `background` on DidEnterBackground, and `background` again on WillEnterForeground, dropped
///   when it repeats the last state. Read on a JavaScript line (`[tid:com.facebook.react.JavaScript]`,
///   `[javascript]`) that says `AppState` or is the state word alone. A `background` with no
///   state before it may be the WillEnterForeground one: ambiguous (`InvocationMerger`).
/// - **Capacitor**: the App plugin (AppPlugin.swift) notifies `appStateChange` `{isActive: true}`
///   on didBecomeActiveNotification and `{isActive: false}` on willResignActiveNotification; the
///   bridge logs it as `⚡️  TO JS {"isActive":false}` (only the bridge's line is read: an app's
///   listener printing the event too would count it twice). The same object is `App.getState()`'s
///   reply: the first after `To Native ->  App getState` is no event (`InvocationMerger`).
/// - **.NET MAUI**: `MauiUIApplicationDelegate` overrides UIKit's methods under Xamarin's names
///   (`FinishedLaunching`, `OnActivated`, `OnResignActivation`, `DidEnterBackground`,
///   `WillEnterForeground`, `WillTerminate`) and raises `iOSLifecycle` events of those names;
///   `MauiUISceneDelegate` raises `SceneWillConnect`, `SceneOnActivated`, … Read after a MAUI
///   word on the line (`Lifecycle event:`, `iOSLifecycle`, `MauiUI…`, `AppDelegate`, `SceneDelegate`).
enum RunnerLifecycle {
    struct Word {
        let runner: CallWrapper
        let text: [UInt8]
        let callback: Callback
        /// Why the word stands for the callback (the event's detail).
        let why: String
    }

    /// React Native's AppState words, in `ConsoleLine.wrapperState` order (from 1).
    static let reactNative: [Word] = [
        Word(
            runner: .reactNative, text: Array("active".utf8), callback: .applicationDidBecomeActive,
            why: """
                React Native's AppState active: RCTAppState sends it on UIApplicationDidBecomeActiveNotification, \
                after applicationDidBecomeActive(_:)
                """),
        Word(
            runner: .reactNative, text: Array("inactive".utf8), callback: .applicationWillResignActive,
            why: """
                React Native's AppState inactive: RCTAppState sends it on UIApplicationWillResignActiveNotification, \
                after applicationWillResignActive(_:)
                """),
        Word(
            runner: .reactNative, text: Array("background".utf8), callback: .applicationDidEnterBackground,
            why: """
                React Native's AppState background: RCTAppState sends it on \
                UIApplicationDidEnterBackgroundNotification, after applicationDidEnterBackground(_:) 
                """
                    + "(its WillEnterForeground background repeats the state and is dropped)")
    ]
    static let backgroundState: UInt8 = 3

    /// Capacitor's `isActive` values, from 1: true, false.
    static let capacitor: [Word] = [
        Word(
            runner: .capacitor, text: Array("true".utf8), callback: .applicationDidBecomeActive,
            why: """
                Capacitor's appStateChange {isActive: true}: the App plugin sends it on \
                UIApplication.didBecomeActiveNotification, after applicationDidBecomeActive(_:)
                """),
        Word(
            runner: .capacitor, text: Array("false".utf8), callback: .applicationWillResignActive,
            why: """
                Capacitor's appStateChange {isActive: false}: the App plugin sends it on \
                UIApplication.willResignActiveNotification, after applicationWillResignActive(_:)
                """)
    ]
    /// `wrapperState` of a `To Native ->  App getState` line: the next `isActive` is its reply.
    static let getStateCall: UInt8 = 9

    /// .NET MAUI's names, from 1.
    static let maui: [Word] = [
        ("FinishedLaunching", Callback.didFinishLaunching), ("WillFinishLaunching", .willFinishLaunching),
        ("OnActivated", .applicationDidBecomeActive), ("OnResignActivation", .applicationWillResignActive),
        ("DidEnterBackground", .applicationDidEnterBackground),
        ("WillEnterForeground", .applicationWillEnterForeground),
        ("WillTerminate", .applicationWillTerminate),
        ("SceneWillConnect", .sceneWillConnect), ("SceneDidDisconnect", .sceneDidDisconnect),
        ("SceneOnActivated", .sceneDidBecomeActive), ("SceneOnResignActivation", .sceneWillResignActive),
        ("SceneWillEnterForeground", .sceneWillEnterForeground), ("SceneDidEnterBackground", .sceneDidEnterBackground)
    ].map { name, callback in
        Word(
            runner: .maui, text: Array(name.utf8), callback: callback,
            why:
                ".NET MAUI's \(name): \(callback.receiver == .scene ? "MauiUISceneDelegate" : "MauiUIApplicationDelegate")'s override of \(callback.swiftName)"
        )
    }

    /// The runner word `line[start...]` holds (its table and index from 1), and where it is
    /// (the line's time and process are read before it), if any.
    static func find(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> (
        runner: CallWrapper, state: UInt8, at: Int
    )? {
        if let (state, at) = reactNativeState(line, from: start) { return (.reactNative, state, at) }
        if let (state, at) = capacitorState(line, from: start) { return (.capacitor, state, at) }
        if let (state, at) = mauiName(line, from: start) { return (.maui, state, at) }
        return nil
    }

    static func word(_ runner: CallWrapper, _ state: UInt8) -> Word? {
        let table: [Word]
        switch runner {
        case .reactNative: table = reactNative
        case .capacitor: table = capacitor
        case .maui: table = maui
        case .unity, .flutter: return nil
        }
        return state >= 1 && Int(state) <= table.count ? table[Int(state) - 1] : nil
    }

    // MARK: React Native

    private static func reactNativeState(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> (UInt8, Int)? {
        // A JavaScript line: RCTLog's `[tid:com.facebook.react.JavaScript]` (older React Native),
        // or its os_log category (RCTLog.mm: subsystem com.facebook.react.log, category
        // javascript), `[com.facebook.react.log:javascript]` or `[javascript]` before the message.
        var tag: Int? = nil
        for marker: StaticString in ["avascript]", "avaScript]"] where tag == nil {
            if let at = ConsoleBytes.find(marker, in: line, from: start), at >= start + 2,
                line[at - 1] | 0x20 == UInt8(ascii: "j"),
                line[at - 2] == UInt8(ascii: "[") || line[at - 2] == UInt8(ascii: ":")
                    || line[at - 2] == UInt8(ascii: ".")
            {
                tag = at + 10
            }
        }
        guard let after = tag else { return nil }
        let marked =
            findCaseInsensitive(line, "appstate", from: after) != nil
            || findCaseInsensitive(line, "app_state", from: after) != nil
        var last: (UInt8, Int)? = nil
        var words = 0
        eachWord(line, from: after) { word, at in
            words += 1
            for (k, state) in reactNative.enumerated() where word.elementsEqual(state.text) {
                last = (UInt8(k + 1), at)
            }
        }
        // The state word alone (`console.log(nextAppState)`), or after an AppState word: the last one is the new state.
        return marked || words == 1 ? last : nil
    }

    // MARK: Capacitor

    private static func capacitorState(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> (UInt8, Int)? {
        if let call = ConsoleBytes.find("To Native ->", in: line, from: start),
            ConsoleBytes.find(" App getState", in: line, from: call) != nil
        {
            return (getStateCall, call)
        }
        // The bridge's own line for the event (an app's listener printing it too would be the same
        // event twice, so only the bridge's is read).
        guard let toJS = ConsoleBytes.find("TO JS", in: line, from: start),
            let at = ConsoleBytes.find("isActive", in: line, from: toJS)
        else { return nil }
        var i = at + 8
        while i < line.count,
            line[i] == UInt8(ascii: "\"") || line[i] == UInt8(ascii: ":") || line[i] == UInt8(ascii: "=")
                || line[i] == 0x20
        { i += 1 }
        for (k, value) in capacitor.enumerated()
        where i + value.text.count <= line.count
            && UnsafeBufferPointer(rebasing: line[i..<(i + value.text.count)]).elementsEqual(value.text)
            && (i + value.text.count == line.count || !LineScan.isWordByte(line[i + value.text.count]))
        {
            return (UInt8(k + 1), at)
        }
        return nil
    }

    // MARK: .NET MAUI

    private static let mauiMarkers: [StaticString] = [
        "Lifecycle", "Life-cycle", "MauiUI", "AppDelegate", "SceneDelegate"
    ]

    private static func mauiName(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> (UInt8, Int)? {
        guard mauiMarkers.contains(where: { ConsoleBytes.find($0, in: line, from: start) != nil }) else { return nil }
        var found: (UInt8, Int)? = nil
        eachWord(line, from: start) { word, at in
            guard found == nil else { return }
            for (k, name) in maui.enumerated() where word.elementsEqual(name.text) { found = (UInt8(k + 1), at) }
        }
        return found
    }

    // MARK: Bytes

    /// Calls `body` with each word (letters, digits, `_`) of `line[from...]` and where it starts.
    private static func eachWord(
        _ line: UnsafeBufferPointer<UInt8>, from: Int, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Void
    ) {
        var i = from
        while i < line.count {
            while i < line.count, !LineScan.isWordByte(line[i]) { i += 1 }
            let s = i
            while i < line.count, LineScan.isWordByte(line[i]) { i += 1 }
            if i > s { body(UnsafeBufferPointer(rebasing: line[s..<i]), s) }
        }
    }

    static func lowercasedEquals(_ line: UnsafeBufferPointer<UInt8>, _ at: Int, _ text: StaticString) -> Bool {
        guard at >= 0, at + text.utf8CodeUnitCount <= line.count else { return false }
        for k in 0..<text.utf8CodeUnitCount where line[at + k] | 0x20 != text.utf8Start[k] | 0x20 { return false }
        return true
    }

    private static func findCaseInsensitive(_ line: UnsafeBufferPointer<UInt8>, _ text: StaticString, from: Int) -> Int?
    {
        var i = from
        while i + text.utf8CodeUnitCount <= line.count {
            if lowercasedEquals(line, i, text) { return i }
            i += 1
        }
        return nil
    }
}
