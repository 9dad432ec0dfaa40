// LifelineLogger: a drop-in life-cycle logger for iOS apps, part of Lifeline.
// Trace format: https://jsonlines.org (one JSON object per line), Lifeline trace v1 (Docs/trace-format.md).
//
// Add the package's `LifelineLogger` library product to your app, or copy this one file into it. It writes every delegate callback you report, every
// UIApplication / UIScene life-cycle notification and every SwiftUI scene-phase change as
// Lifeline trace v1 lines (JSON Lines) to the console and to
// <app container>/Library/Application Support/Lifeline/trace-<date>.jsonl, which
// `lifeline check` and `lifeline render` read as they are.
//
//     func application(_ application: UIApplication, didFinishLaunchingWithOptions … ) -> Bool {
//         LifelineLogger.shared.start()                      // once, as early as possible
//         LifelineLogger.shared.callback()                   // #function by default
//         return true
//     }
//     func sceneDidBecomeActive(_ scene: UIScene) {
//         LifelineLogger.shared.callback(scene: scene)
//     }
//
// Self-contained on purpose: no dependency on the rest of Lifeline. The part that formats trace
// lines (`LifelineTraceLines`) is plain Swift and is tested on Linux; the part that talks to
// UIKit and SwiftUI compiles only where they exist.

import Foundation

// MARK: - Trace lines (platform-independent)

/// Formats Lifeline trace v1 lines: the header, then numbered, timed events.
///
/// Not thread-safe by itself; `LifelineLogger` serialises access.
public struct LifelineTraceLines {
    /// The delegate methods Lifeline knows, as `#function` spells them, by receiver (the app:
    /// the app delegate's and the notification center delegate's). A name outside these lists
    /// (a view controller's `viewDidLoad()`) becomes a `note`, since the trace reader accepts
    /// only known callbacks. A test keeps them equal to Lifeline's catalogue.
    public static let appDelegateMethods: Set<String> = [
        "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
        "applicationDidBecomeActive(_:)", "applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)",
        "applicationWillEnterForeground(_:)", "applicationWillTerminate(_:)",
        "applicationDidReceiveMemoryWarning(_:)", "application(_:configurationForConnecting:options:)",
        "application(_:didDiscardSceneSessions:)", "application(_:open:options:)",
        "application(_:continue:restorationHandler:)", "application(_:performActionFor:completionHandler:)",
        "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
        "application(_:performFetchWithCompletionHandler:)", "application(_:shouldSaveApplicationState:)",
        "application(_:shouldRestoreApplicationState:)", "application(_:shouldSaveSecureApplicationState:)",
        "application(_:shouldRestoreSecureApplicationState:)", "application(_:willEncodeRestorableStateWith:)",
        "application(_:didDecodeRestorableStateWith:)", "application(_:willContinueUserActivityWithType:)",
        "application(_:didFailToContinueUserActivityWithType:error:)",
        "application(_:handleEventsForBackgroundURLSession:completionHandler:)",
        "applicationProtectedDataWillBecomeUnavailable(_:)", "applicationProtectedDataDidBecomeAvailable(_:)",
        "applicationSignificantTimeChange(_:)", "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)",
        "application(_:didFailToRegisterForRemoteNotificationsWithError:)",
        "application(_:supportedInterfaceOrientationsFor:)",
        "application(_:willChangeStatusBarOrientation:duration:)", "application(_:didChangeStatusBarOrientation:)",
        "application(_:willChangeStatusBarFrame:)", "application(_:didChangeStatusBarFrame:)",
        "userNotificationCenter(_:willPresent:withCompletionHandler:)",
        "userNotificationCenter(_:didReceive:withCompletionHandler:)",
        "applicationDidFinishLaunching(_:)", "application(_:handleOpen:)",
        "application(_:open:sourceApplication:annotation:)", "application(_:didReceiveRemoteNotification:)",
        "application(_:viewControllerWithRestorationIdentifierPath:coder:)",
    ]
    /// The scene-delegate methods the logger knows, as `#function` spells them.
    public static let sceneDelegateMethods: Set<String> = [
        "scene(_:willConnectTo:options:)", "sceneDidDisconnect(_:)", "sceneDidBecomeActive(_:)",
        "sceneWillResignActive(_:)", "sceneWillEnterForeground(_:)", "sceneDidEnterBackground(_:)",
        "scene(_:openURLContexts:)", "scene(_:continue:)", "stateRestorationActivity(for:)",
        "windowScene(_:performActionFor:completionHandler:)", "scene(_:willContinueUserActivityWithType:)",
        "scene(_:didFailToContinueUserActivityWithType:error:)", "scene(_:restoreInteractionStateWith:)",
        "windowScene(_:didUpdate:interfaceOrientation:traitCollection:)",
        "windowScene(_:didUpdateEffectiveGeometry:)",
    ]

    /// Line 1: `{"lifeline":1,"profile":"ios13","source":"logger"}`.
    public let header: String
    private var seq = 0
    private var lastMicroseconds: Int64 = 0
    private var scenes: [AnyHashable: String] = [:]
    private var sessions: [String: String] = [:]
    private var lastScene: String?

    /// `profile`: `ios12`, `ios13`, `ipados-multiwindow` or `swiftui`, or nil when unknown;
    /// `extra`: more header members as strings (app name, OS version, device).
    /// `reports`: the delegate methods the app calls the logger from (`#function` spellings),
    /// written as the header's `observedCallbacks`, so that the checker knows a method missing
    /// from the trace was not called, rather than not reported.
    public init(profile: String?, source: String = "logger", reports: [String]? = nil, extra: [(key: String, value: String)] = []) {
        var line = "{\"lifeline\":1"
        if let profile { line += ",\"profile\":" + LifelineTraceLines.quoted(profile) }
        line += ",\"source\":" + LifelineTraceLines.quoted(source)
        if let reports {
            let known = reports.filter { LifelineTraceLines.appDelegateMethods.contains($0) || LifelineTraceLines.sceneDelegateMethods.contains($0) }
            line += ",\"observedCallbacks\":[" + known.map(LifelineTraceLines.quoted).joined(separator: ",") + "]"
        }
        for (key, value) in extra { line += "," + LifelineTraceLines.quoted(key) + ":" + LifelineTraceLines.quoted(value) }
        header = line + "}"
    }

    /// A delegate callback, `function` as `#function` spells it. `sceneKey` identifies the scene
    /// object (`ObjectIdentifier(scene)`); `sessionKey` its session (`persistentIdentifier`).
    public mutating func callback(_ function: String, sceneKey: AnyHashable? = nil, sessionKey: String? = nil,
                                  at microseconds: Int64) -> String {
        let isScene = LifelineTraceLines.sceneDelegateMethods.contains(function)
        guard isScene || LifelineTraceLines.appDelegateMethods.contains(function) else {
            return note(function, at: microseconds)
        }
        var fields = [("receiver", isScene ? "scene" : "app")]
        if isScene {
            fields.append(("scene", sceneID(sceneKey)))
            if let sessionKey { fields.append(("session", sessionID(sessionKey))) }
        }
        fields.append(("method", function))
        return event("callback", fields, at: microseconds)
    }

    /// A life-cycle notification: `UIApplication.didBecomeActiveNotification`,
    /// `UIScene.willConnectNotification`, …
    public mutating func notification(_ name: String, sceneKey: AnyHashable? = nil, at microseconds: Int64) -> String {
        var fields = [("name", name)]
        if let sceneKey { fields.append(("scene", sceneID(sceneKey))) }
        return event("notification", fields, at: microseconds)
    }

    /// A SwiftUI `ScenePhase` change: `level` is `view`, `scene` or `app`; phases are `active`,
    /// `inactive`, `background`. View and scene levels name a scene (the last one seen, if nil).
    public mutating func phase(level: String, to: String, from: String? = nil, sceneKey: AnyHashable? = nil,
                               view: String? = nil, at microseconds: Int64) -> String {
        var fields = [("level", level)]
        if level != "app" { fields.append(("scene", sceneID(sceneKey))) }
        if let view { fields.append(("view", view)) }
        if let from { fields.append(("from", from)) }
        fields.append(("to", to))
        return event("phase", fields, at: microseconds)
    }

    /// Free text worth keeping.
    public mutating func note(_ text: String, at microseconds: Int64) -> String {
        event("note", [("value", text)], at: microseconds)
    }

    // `S1`, `S2`, … in order of first appearance; the last scene when the caller has none.
    private mutating func sceneID(_ key: AnyHashable?) -> String {
        guard let key else { return lastScene ?? "S1" }
        if let known = scenes[key] { lastScene = known; return known }
        let id = "S\(scenes.count + 1)"
        scenes[key] = id
        lastScene = id
        return id
    }

    // `A`, `B`, … `Z`, `AA`, …
    private mutating func sessionID(_ key: String) -> String {
        if let known = sessions[key] { return known }
        var n = sessions.count, id = ""
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        repeat { id = String(letters[n % 26]) + id; n = n / 26 - 1 } while n >= 0
        sessions[key] = id
        return id
    }

    private mutating func event(_ kind: String, _ fields: [(String, String)], at microseconds: Int64) -> String {
        seq += 1
        // Times never go backwards, whatever the clock does.
        lastMicroseconds = max(lastMicroseconds, microseconds)
        var line = "{\"seq\":\(seq),\"t\":\(LifelineTraceLines.seconds(lastMicroseconds)),\"kind\":\"\(kind)\""
        for (key, value) in fields { line += ",\"\(key)\":" + LifelineTraceLines.quoted(value) }
        return line + "}"
    }

    /// Seconds with 3 to 6 decimals, as the trace format writes them: `0.004`, `1.250125`.
    static func seconds(_ microseconds: Int64) -> String {
        let whole = microseconds / 1_000_000
        var fraction = String(microseconds % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.count > 3, fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(whole).\(fraction)"
    }

    /// A JSON string (RFC 8259): quotes, backslashes and control characters escaped.
    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

// MARK: - The logger

/// Writes trace lines to the console and to a file in the app's container.
///
/// Call `start()` once, as early as possible (first thing in
/// `application(_:willFinishLaunchingWithOptions:)`), then `callback()` from each delegate
/// method. Every line is written as soon as it happens, so a trace survives a kill.
public final class LifelineLogger: @unchecked Sendable {
    /// The logger an app uses: one per process.
    public static let shared = LifelineLogger()

    /// Where the trace goes, once started.
    public private(set) var fileURL: URL?
    /// Whether lines also go to the console (`print`).
    public var echoToConsole = true

    // Delegate methods and notifications arrive on the main thread, but nothing stops a
    // developer calling from elsewhere: one lock keeps seq and the file in order.
    private let lock = NSLock()
    private var lines: LifelineTraceLines?
    private var file: FileHandle?
    private var origin: UInt64 = 0
    private let clock: () -> UInt64

    /// `clock`: monotonic nanoseconds (tests pass their own).
    public init(clock: @escaping () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }) {
        self.clock = clock
    }

    /// Starts a trace: writes the header to the console and to a new file in `directory`
    /// (default: Application Support/Lifeline). Later calls do nothing.
    /// `reports`: the delegate methods the app reports (see `LifelineTraceLines.init`).
    public func start(profile: String? = nil, reports: [String]? = nil, directory: URL? = nil,
                      extra: [(key: String, value: String)] = []) {
        lock.lock()
        defer { lock.unlock() }
        guard lines == nil else { return }
        origin = clock()
        let header = LifelineTraceLines(profile: profile ?? LifelineLogger.defaultProfile, reports: reports, extra: extra)
        lines = header
        let folder = directory ?? LifelineLogger.defaultDirectory
        let stamp = LifelineLogger.fileStamp(Date())
        let url = folder.appendingPathComponent("trace-\(stamp).jsonl")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: url.path, contents: nil)
            file = try FileHandle(forWritingTo: url)
            fileURL = url
        } catch {
            // A logger must never take the app down: keep logging to the console only.
            print("LifelineLogger: cannot write \(url.path): \(error)")
        }
        emit(header.header)
    }

    /// Reports a delegate callback; call it first thing in each delegate method.
    /// `function` defaults to the caller's `#function`.
    public func callback(_ function: String = #function, sceneKey: AnyHashable? = nil, session: String? = nil) {
        record { lines, t in lines.callback(function, sceneKey: sceneKey, sessionKey: session, at: t) }
    }

    /// Reports a notification by name (`UIApplication.didBecomeActiveNotification`).
    public func notification(_ name: String, sceneKey: AnyHashable? = nil) {
        record { lines, t in lines.notification(name, sceneKey: sceneKey, at: t) }
    }

    /// Reports a SwiftUI scene-phase change (`level`: view, scene or app).
    public func phase(_ to: String, level: String, from: String? = nil, sceneKey: AnyHashable? = nil, view: String? = nil) {
        record { lines, t in lines.phase(level: level, to: to, from: from, sceneKey: sceneKey, view: view, at: t) }
    }

    /// Reports anything else.
    public func note(_ text: String) {
        record { lines, t in lines.note(text, at: t) }
    }

    /// Ends the file (the trace stays readable without this; it is for tests and tidy exits).
    public func stop() {
        lock.lock()
        defer { lock.unlock() }
        try? file?.close()
        file = nil
    }

    private func record(_ make: (inout LifelineTraceLines, Int64) -> String) {
        if lines == nil { start() }
        lock.lock()
        defer { lock.unlock() }
        guard var current = lines else { return }
        let microseconds = Int64((clock() &- origin) / 1_000)
        let line = make(&current, microseconds)
        lines = current
        emit(line)
    }

    // Called with the lock held. The throwing FileHandle API: a full disk or a revoked file
    // ends file output with one console line; the legacy `write(_:)` raised an exception
    // that no Swift code can catch, and took the app down.
    private func emit(_ line: String) {
        if echoToConsole { print(line) }
        guard let handle = file else { return }
        do {
            try handle.write(contentsOf: Data((line + "\n").utf8))
        } catch {
            print("LifelineLogger: stopped writing \(fileURL?.path ?? "the trace file"): \(error)")
            try? handle.close()
            file = nil
        }
    }

    static var defaultDirectory: URL {
        let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return base.appendingPathComponent("Lifeline", isDirectory: true)
    }

    /// `20191009-140211`: sortable, and safe in any file system.
    static func fileStamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: date)
    }

    /// From Info.plist: a scene manifest means scenes; one allowing several scenes, iPadOS windows.
    static var defaultProfile: String? {
        guard let info = Bundle.main.infoDictionary else { return nil }
        guard let manifest = info["UIApplicationSceneManifest"] as? [String: Any] else { return "ios12" }
        return (manifest["UIApplicationSupportsMultipleScenes"] as? Bool) == true ? "ipados-multiwindow" : "ios13"
    }
}

// MARK: - UIKit

#if canImport(UIKit)
import UIKit

extension LifelineLogger {
    /// Reports a scene-delegate callback for `scene` (its object and session become S1/A, …).
    /// On the main actor, where UIKit calls scene delegates and `UIScene.session` may be read.
    @MainActor
    public func callback(_ function: String = #function, scene: UIScene) {
        callback(function, sceneKey: ObjectIdentifier(scene), session: scene.session.persistentIdentifier)
    }

    /// Observes every UIApplication and UIScene life-cycle notification and reports each one.
    /// Call once, after `start()`. The observers run on the main queue, where UIKit posts them.
    @MainActor
    public func observeNotifications(center: NotificationCenter = .default) {
        let application: [(Notification.Name, String)] = [
            (UIApplication.didBecomeActiveNotification, "UIApplication.didBecomeActiveNotification"),
            (UIApplication.willResignActiveNotification, "UIApplication.willResignActiveNotification"),
            (UIApplication.didEnterBackgroundNotification, "UIApplication.didEnterBackgroundNotification"),
            (UIApplication.willEnterForegroundNotification, "UIApplication.willEnterForegroundNotification"),
            (UIApplication.willTerminateNotification, "UIApplication.willTerminateNotification"),
            (UIApplication.didReceiveMemoryWarningNotification, "UIApplication.didReceiveMemoryWarningNotification"),
        ]
        let scene: [(Notification.Name, String)] = [
            (UIScene.willConnectNotification, "UIScene.willConnectNotification"),
            (UIScene.didDisconnectNotification, "UIScene.didDisconnectNotification"),
            (UIScene.didActivateNotification, "UIScene.didActivateNotification"),
            (UIScene.willDeactivateNotification, "UIScene.willDeactivateNotification"),
            (UIScene.willEnterForegroundNotification, "UIScene.willEnterForegroundNotification"),
            (UIScene.didEnterBackgroundNotification, "UIScene.didEnterBackgroundNotification"),
        ]
        for (name, traceName) in application + scene {
            center.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                // Only the object's identity crosses the closure: a UIScene is main-actor bound.
                let key = (note.object as? UIScene).map { AnyHashable(ObjectIdentifier($0)) }
                self?.notification(traceName, sceneKey: key)
            }
        }
    }
}
#endif

// MARK: - SwiftUI

#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI

extension ScenePhase {
    /// The trace's spelling: `active`, `inactive`, `background`.
    var lifelineName: String {
        switch self {
        case .active: return "active"
        case .inactive: return "inactive"
        case .background: return "background"
        @unknown default: return "background"
        }
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension View {
    /// Reports this view's scene-phase changes, with the phase before and after:
    /// `ContentView().lifelineScenePhase(scenePhase, view: "ContentView")`, with
    /// `@Environment(\.scenePhase) private var scenePhase` in the view.
    public func lifelineScenePhase(_ phase: ScenePhase, view: String? = nil, level: String = "view") -> some View {
        onChange(of: phase) { oldPhase, newPhase in
            LifelineLogger.shared.phase(newPhase.lifelineName, level: level, from: oldPhase.lifelineName, view: view)
        }
    }
}

extension LifelineLogger {
    /// For `App.body`:
    /// `.onChange(of: scenePhase) { old, new in LifelineLogger.shared.appPhase(new, from: old) }`.
    public func appPhase(_ phase: ScenePhase, from old: ScenePhase? = nil) {
        self.phase(phase.lifelineName, level: "app", from: old?.lifelineName)
    }
}
#endif
