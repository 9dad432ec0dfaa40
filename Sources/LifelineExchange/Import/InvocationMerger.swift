import LifelineModel
import LifelineTrace

/// Tells when a callback line is another line of a call already read: a delegate method that
/// prints on entry and on exit (`applicationDidBecomeActive - begin` … `- end`, `… Function
/// Called` … `… Response`), or several lines (`applicationDidEnterBackground: saving`,
/// `applicationDidEnterBackground: done`), is one call, not two.
///
/// Decided by the line's own text (`CallSite`), never by time alone:
/// - an **exit line** (`end`, `done`, `response`, `<-` next to the name) continues the last call of
///   the same callback when that call did not print an exit line itself, is in the same process
///   and scene, began at most `window` lines before with no other event between, and (when both
///   lines have times) at most ten seconds before;
/// - the very next line with the same callback, timestamp, thread and scene continues the call
///   when it prints something else after the name (`saving` / `done`); the same text twice is two
///   calls, and an entry line (`begin`) always starts one.
struct InvocationMerger {
    /// The last call of each callback that may still print an exit line, by `rawValue`.
    private struct OpenCall {
        var line: Int
        var index: Int
        var event: Int
        var timestamp: Int64?
        var pid: Int64?
        var scene: UInt64?
    }

    private var open: [OpenCall?] = Array(repeating: nil, count: Callback.allCases.count)
    private var last:
        (
            line: Int, index: Int, kind: ConsoleLine.Kind, timestamp: Int64, pid: Int64?, thread: UInt64?,
            scene: UInt64?,
            key: UInt32, mark: CallMark
        )?
    /// Events read so far (lines that were not merged).
    private var events = 0

    static let window = 400
    /// No other event between an entry line and its exit line: UIKit calls delegate methods one
    /// after another on the main thread, and a whole foreground cycle has only three events
    /// between two calls of the same method (`applicationWillEnterForeground: user returning`
    /// must not join the last cycle's call).
    static let eventsBetween = 0
    static let longestCall: Int64 = 10_000_000

    /// The last Flutter state a line printed (`FlutterLifecycle`), raw value, 0 for none.
    private var flutterState: UInt8 = 0
    /// The last React Native AppState a line printed (`RunnerLifecycle`), 0 for none.
    private var reactNativeState: UInt8 = 0
    /// A Capacitor `App.getState()` call whose reply (an `isActive` line) has not been read yet.
    private var capacitorGetState = false

    /// The line (counted from 1) of the call that `parsed`, on line `number`, continues; nil
    /// when it is a call (or event) of its own. Reads the line in its sequence first: a Flutter
    /// `inactive` after `paused` is the way back, willEnterForeground (`FlutterLifecycle`).
    /// `index` counts the lines read as lines (a record of `log`'s JSON styles is one, however
    /// many lines of the file it spans): "the next line" and the window are counted in them.
    mutating func continues(_ parsed: inout ConsoleLine, line number: Int, index: Int) -> Int? {
        if parsed.wrapper == .flutter {
            if parsed.wrapperState == FlutterLifecycle.State.inactive.rawValue,
                flutterState == FlutterLifecycle.State.paused.rawValue
            {
                parsed.kind = .callback(.applicationWillEnterForeground)
            }
            flutterState = parsed.wrapperState
        }
        readRunner(&parsed)
        guard case .callback(let callback) = parsed.kind else {
            switch parsed.kind {
            case .phase, .unknownMethod:
                events += 1
            case .termination:
                events += 1
                open = Array(repeating: nil, count: open.count)
            default:
                break
            }
            last = nil
            return nil
        }
        let previous = last
        if let timestamp = parsed.timestamp {
            last = (
                number, index, parsed.kind, timestamp, parsed.pid, parsed.thread, parsed.sceneAddress, parsed.textKey,
                parsed.mark
            )
        } else {
            last = nil
        }
        if parsed.mark == .exit, let call = open[callback.rawValue], index - call.index <= InvocationMerger.window,
            events - call.event <= InvocationMerger.eventsBetween,
            call.pid == nil || parsed.pid == nil || call.pid == parsed.pid,
            call.scene == nil || parsed.sceneAddress == nil || call.scene == parsed.sceneAddress,
            call.timestamp == nil || parsed.timestamp == nil
                || (parsed.timestamp ?? 0) - (call.timestamp ?? 0) <= InvocationMerger.longestCall
        {
            open[callback.rawValue] = nil
            return call.line
        }
        if let previous, let timestamp = parsed.timestamp, previous.index == index - 1, previous.kind == parsed.kind,
            previous.timestamp == timestamp, previous.pid == parsed.pid, previous.thread == parsed.thread,
            previous.scene == parsed.sceneAddress, previous.key != parsed.textKey, previous.mark != .exit,
            parsed.mark != .entry
        {
            // Keep the first line as the call's: its line number is what a later exit line names.
            last?.line = number
            last?.index = index
            return open[callback.rawValue]?.line ?? previous.line
        }
        events += 1
        open[callback.rawValue] =
            parsed.mark == .exit
            ? nil
            : OpenCall(
                line: number, index: index, event: events, timestamp: parsed.timestamp, pid: parsed.pid,
                scene: parsed.sceneAddress)
        return nil
    }

    /// A runner's line in its sequence (`RunnerLifecycle`): React Native's first `background` may
    /// be the WillEnterForeground one (ambiguous); Capacitor's `isActive` after a `getState` call
    /// is that call's reply (no event).
    private mutating func readRunner(_ parsed: inout ConsoleLine) {
        switch parsed.wrapper {
        case .reactNative?:
            if parsed.wrapperState == RunnerLifecycle.backgroundState, reactNativeState == 0 {
                parsed.kind = .ambiguous(.runnerState)
            }
            reactNativeState = parsed.wrapperState
        case .capacitor?:
            if parsed.wrapperState == RunnerLifecycle.getStateCall {
                capacitorGetState = true
            } else if capacitorGetState {
                capacitorGetState = false
                parsed.kind = .noise
            }
        default:
            break
        }
    }
}
