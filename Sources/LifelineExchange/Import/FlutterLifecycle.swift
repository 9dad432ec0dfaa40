import LifelineModel
import LifelineTrace

/// Flutter apps print the `AppLifecycleState` their `WidgetsBindingObserver` hears
/// (`flutter: AppLifecycleState.paused`, `flutter: state = AppLifecycleState.inactive`,
/// `didChangeAppLifecycleState paused`). Flutter's iOS engine sends those states from UIKit's
/// notifications (FlutterViewController.mm, https://github.com/flutter/engine/blob/main/shell/platform/darwin/ios/framework/Source/FlutterViewController.mm):
/// `resumed` on didBecomeActive, `inactive` on willResignActive **and** on willEnterForeground,
/// `paused` on didEnterBackground, `detached` on willTerminate. `hidden` is the framework's own
/// step between `inactive` and `paused` (no UIKit event): skipped. An `inactive` after `paused`
/// is the way back (willEnterForeground); otherwise the way out (willResignActive).
enum FlutterLifecycle {
    enum State: UInt8, CaseIterable {
        case resumed = 1, inactive, paused, hidden, detached

        var word: [UInt8] {
            switch self {
            case .resumed: return Array("resumed".utf8)
            case .inactive: return Array("inactive".utf8)
            case .paused: return Array("paused".utf8)
            case .hidden: return Array("hidden".utf8)
            case .detached: return Array("detached".utf8)
            }
        }

        /// The app-delegate method whose notification sends the state (for `inactive`, the way out).
        var callback: Callback? {
            switch self {
            case .resumed: return .applicationDidBecomeActive
            case .inactive: return .applicationWillResignActive
            case .paused: return .applicationDidEnterBackground
            case .detached: return .applicationWillTerminate
            case .hidden: return nil
            }
        }
    }

    private static let marker = Array("LifecycleState".utf8)
    private static let words = State.allCases.map { ($0, $0.word) }

    /// The state after a word ending in `LifecycleState` and `.`, `:`, `=` or spaces
    /// (`AppLifecycleState.paused`, `didChangeAppLifecycleState paused`).
    static func find(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> State? {
        let n = marker.count
        var i = start
        while i + n < line.count {
            guard line[i] == UInt8(ascii: "L"), UnsafeBufferPointer(rebasing: line[i..<(i + n)]).elementsEqual(marker)
            else {
                i += 1
                continue
            }
            var k = i + n
            let limit = min(line.count, k + 4)
            while k < limit,
                line[k] == UInt8(ascii: ".") || line[k] == UInt8(ascii: ":") || line[k] == UInt8(ascii: "=")
                    || line[k] == UInt8(ascii: " ")
            { k += 1 }
            var e = k
            while e < line.count, LineScan.isWordByte(line[e]) { e += 1 }
            let word = UnsafeBufferPointer(rebasing: line[k..<e])
            for (state, name) in words where word.elementsEqual(name) { return state }
            i += n
        }
        return nil
    }

    /// The Flutter state and the UIApplication notification the engine sends it on, by the
    /// callback an event stands for; any other is the way to inactive (willResignActive).
    private static let flutterStates: [Callback: (state: String, notification: String)] = [
        .applicationDidBecomeActive: ("resumed", "didBecomeActiveNotification"),
        .applicationWillEnterForeground: ("inactive", "willEnterForegroundNotification"),
        .applicationDidEnterBackground: ("paused", "didEnterBackgroundNotification"),
        .applicationWillTerminate: ("detached", "willTerminateNotification")
    ]

    /// What an event from a Flutter line says.
    static func note(for callback: Callback) -> String {
        let (state, notification) = flutterStates[callback] ?? ("inactive", "willResignActiveNotification")
        return "Flutter's AppLifecycleState.\(state): the engine sends it on UIApplication.\(notification), "
            + "after \(callback.swiftName) (in a UIScene app, on the scene's notification)"
    }
}
