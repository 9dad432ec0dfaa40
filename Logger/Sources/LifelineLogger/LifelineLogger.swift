// LifelineLogger: a drop-in life-cycle logger for iOS apps, part of Lifeline.
// Trace format: https://jsonlines.org (one JSON object per line), Lifeline trace v1 (Docs/trace-format.md).
//
// A package of its own (Logger/ in Lifeline's repository) with no dependencies. It writes every
// delegate callback you report, every UIApplication / UIScene life-cycle notification and every
// SwiftUI scene-phase change as Lifeline trace v1 lines to
// <app container>/Library/Application Support/Lifeline/trace-<start>-<pid>.jsonl, which
// `lifeline check` and `lifeline render` read as they are, to the console and, if chosen
// (`outputs`), to the unified log.
//
// The part that formats trace lines (`LifelineTraceLines`) and the logger itself are plain
// Swift and Foundation, tested on Linux; the parts that talk to UIKit and SwiftUI compile only
// where they exist.

import Foundation

/// Writes trace lines to a file in the app's container, the console and, if chosen, the unified log.
///
/// Call ``start(profile:reports:directory:extra:)`` once, as early as possible (first thing in
/// `application(_:willFinishLaunchingWithOptions:)`), then ``callback(_:sceneObject:session:)``
/// from each delegate method. Every line is written as soon as it happens, so a trace survives
/// a kill. Safe from any thread: one lock orders the lines and guards every read and write of
/// the logger's state.
public final class LifelineLogger: Sendable {
    /// The logger an app uses.
    public static let shared = LifelineLogger()

    private let state = LockedState(LoggerState())
    private let clock: @Sendable () -> UInt64
    private let wallClock: @Sendable () -> Date

    /// `clock`: monotonic nanoseconds, the trace's times; `wallClock`: the date in the file's
    /// name. Tests pass their own.
    public init(
        clock: @escaping @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds },
        wallClock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.clock = clock
        self.wallClock = wallClock
    }

    /// Where the trace goes, once started (kept after ``stop()``); nil before, or when the file
    /// could not be created.
    public var fileURL: URL? {
        state.withLock { $0.fileURL }
    }

    /// Where lines go: ``Outputs-swift.struct/standard`` (the file and the console) unless set.
    /// Whether there is a file is decided at ``start(profile:reports:directory:extra:)``.
    public var outputs: Outputs {
        get { state.withLock { $0.outputs } }
        set { state.withLock { $0.outputs = newValue } }
    }

    /// Whether lines also go to the console (`print`): ``outputs`` contains ``Outputs-swift.struct/console``.
    public var echoToConsole: Bool {
        get { outputs.contains(.console) }
        set {
            state.withLock {
                if newValue { $0.outputs.insert(.console) } else { $0.outputs.remove(.console) }
            }
        }
    }

    /// Starts a trace: writes the header to every output, the file a new one in `directory`
    /// (default: Application Support/Lifeline) that no other run's file can be. Later calls do
    /// nothing. `profile`: nil reads it from Info.plist's scene manifest; `reports`: the
    /// delegate methods the app reports (see ``LifelineTraceLines/init(profile:source:reports:extra:)``);
    /// `extra`: more header members (the app's name, the OS version).
    public func start(
        profile: String? = nil, reports: [String]? = nil, directory: URL? = nil,
        extra: [(key: String, value: String)] = []
    ) {
        state.withLock { start(&$0, profile: profile, reports: reports, directory: directory, extra: extra) }
    }

    /// Reports a delegate callback; call it first thing in each delegate method. `function`
    /// defaults to the caller's `#function`; `sceneObject` is the scene (a `UIScene`) for a
    /// scene delegate's method, `session` its session's `persistentIdentifier`. In UIKit,
    /// `callback(scene:)` passes both.
    public func callback(_ function: String = #function, sceneObject: AnyObject? = nil, session: String? = nil) {
        record { lines, t in lines.callback(function, scene: sceneObject, sessionKey: session, at: t) }
    }

    /// Reports a notification by name (`UIApplication.didBecomeActiveNotification`), with its
    /// scene object for a `UIScene` notification.
    public func notification(_ name: String, sceneObject: AnyObject? = nil) {
        record { lines, t in lines.notification(name, scene: sceneObject, at: t) }
    }

    /// Reports a SwiftUI scene-phase change (`level`: view, scene or app).
    public func phase(
        _ to: String, level: String, from: String? = nil, sceneObject: AnyObject? = nil,
        view: String? = nil
    ) {
        record { lines, t in lines.phase(level: level, to: to, from: from, scene: sceneObject, view: view, at: t) }
    }

    /// Reports anything else; text too long for one trace line is cut and ends with `…`.
    public func note(_ text: String) {
        record { lines, t in lines.note(text, at: t) }
    }

    /// Ends the file (the trace stays readable without this; it is for tests and tidy exits).
    public func stop() {
        state.withLock { state in
            state.file?.close()
            state.file = nil
        }
    }

    // Starting and recording happen under one lock: a callback that arrives before `start()`
    // starts the trace itself, and no other thread can start a second one in between.
    private func record(_ make: (inout LifelineTraceLines, Int64) -> String) {
        state.withLock { state in
            if state.lines == nil { start(&state, profile: nil, reports: nil, directory: nil, extra: []) }
            guard var lines = state.lines else { return }
            let line = make(&lines, Int64((clock() &- state.origin) / 1_000))
            state.lines = lines
            state.emit(line)
        }
    }

    private func start(
        _ state: inout LoggerState, profile: String?, reports: [String]?, directory: URL?,
        extra: [(key: String, value: String)]
    ) {
        guard state.lines == nil else { return }
        state.origin = clock()
        let lines = LifelineTraceLines(
            profile: profile ?? LifelineLogger.defaultProfile, reports: reports, extra: extra)
        state.lines = lines
        if state.outputs.contains(.file) {
            do {
                let file = try TraceFile.create(
                    in: directory ?? LifelineLogger.defaultDirectory,
                    startedAt: wallClock(),
                    processID: ProcessInfo.processInfo.processIdentifier)
                state.file = file
                state.fileURL = file.url
            } catch {
                // A logger must never take the app down: the other outputs go on.
                print("LifelineLogger: cannot write a trace: \(error)")
            }
        }
        state.emit(lines.header)
        if !lines.droppedHeaderKeys.isEmpty {
            print(
                "LifelineLogger: header members left out (reserved, repeated or too long): "
                    + lines.droppedHeaderKeys.map { JSONText.quoted($0, limit: 80) }.joined(separator: ", "))
        }
    }

    static var defaultDirectory: URL {
        let base =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return base.appendingPathComponent("Lifeline", isDirectory: true)
    }

    /// From Info.plist: a scene manifest means scenes; one allowing several scenes, iPadOS windows.
    static var defaultProfile: String? {
        guard let info = Bundle.main.infoDictionary else { return nil }
        guard let manifest = info["UIApplicationSceneManifest"] as? [String: Any] else { return "ios12" }
        return (manifest["UIApplicationSupportsMultipleScenes"] as? Bool) == true ? "ipados-multiwindow" : "ios13"
    }
}
