/// Formats Lifeline trace v1 lines: the header, then numbered, timed events.
///
/// Plain Swift, so it compiles and is tested everywhere. Not thread-safe by itself:
/// ``LifelineLogger`` keeps one behind its lock. Every line it returns is at most
/// ``maxLineBytes`` long, so Lifeline's reader accepts it.
public struct LifelineTraceLines {
    /// Line 1: `{"lifeline":1,"profile":"ios13","source":"logger"}`.
    public let header: String
    /// The `extra` header members left out: a name the logger writes itself or the format
    /// defines with another shape (``reservedHeaderKeys``), a name given twice (the first is
    /// kept), or a member that would make the header longer than ``maxLineBytes``.
    public let droppedHeaderKeys: [String]

    private var seq = 0
    private var lastMicroseconds: Int64 = 0
    private var scenes = SceneIdentity()
    private var sessions: [String: String] = [:]

    /// `profile`: `ios12`, `ios13`, `ipados-multiwindow` or `swiftui`, or nil when unknown;
    /// `extra`: more header members as strings (app name, OS version, device).
    /// `reports`: the delegate methods the app calls the logger from (`#function` spellings),
    /// written as the header's `observedCallbacks`, so that the checker knows a method missing
    /// from the trace was not called, rather than not reported.
    public init(
        profile: String?, source: String = "logger", reports: [String]? = nil,
        extra: [(key: String, value: String)] = []
    ) {
        let limit = LifelineTraceLines.valueLimit
        var line = "{\"lifeline\":1"
        if let profile { line += ",\"profile\":" + JSONText.quoted(profile, limit: limit) }
        line += ",\"source\":" + JSONText.quoted(source, limit: limit)
        if let reports {
            // Known names only, once each: at most the two lists above, far under the limit.
            var seen = Set<String>()
            let known = reports.filter {
                (LifelineTraceLines.appDelegateMethods.contains($0)
                    || LifelineTraceLines.sceneDelegateMethods.contains($0))
                    && seen.insert($0).inserted
            }
            line += ",\"observedCallbacks\":[" + known.map { JSONText.quoted($0) }.joined(separator: ",") + "]"
        }
        let admitted = LifelineTraceLines.admitted(extra, after: line)
        header = line + admitted.members + "}"
        droppedHeaderKeys = admitted.dropped
    }

    /// A delegate callback, `function` as `#function` spells it; `scene` is the scene object
    /// (a `UIScene`) for a scene delegate's method, `sessionKey` its session
    /// (`persistentIdentifier`).
    public mutating func callback(
        _ function: String, scene: AnyObject? = nil, sessionKey: String? = nil,
        at microseconds: Int64
    ) -> String {
        let isScene = LifelineTraceLines.sceneDelegateMethods.contains(function)
        guard isScene || LifelineTraceLines.appDelegateMethods.contains(function) else {
            return note(function, at: microseconds)
        }
        var fields = [("receiver", isScene ? "scene" : "app")]
        if isScene {
            fields.append(("scene", sceneID(scene)))
            if let sessionKey { fields.append(("session", sessionID(sessionKey))) }
        }
        fields.append(("method", function))
        return event("callback", fields, at: microseconds)
    }

    /// A life-cycle notification: `UIApplication.didBecomeActiveNotification`,
    /// `UIScene.willConnectNotification`, …; `scene` is the notification's scene object.
    public mutating func notification(_ name: String, scene: AnyObject? = nil, at microseconds: Int64) -> String {
        var fields = [("name", name)]
        if let scene { fields.append(("scene", sceneID(scene))) }
        return event("notification", fields, at: microseconds)
    }

    /// A SwiftUI `ScenePhase` change: `level` is `view`, `scene` or `app`; phases are `active`,
    /// `inactive`, `background`. View and scene levels name a scene (the last one seen, if nil).
    public mutating func phase(
        level: String, to: String, from: String? = nil, scene: AnyObject? = nil,
        view: String? = nil, at microseconds: Int64
    ) -> String {
        var fields = [("level", level)]
        if level != "app" { fields.append(("scene", sceneID(scene))) }
        if let view { fields.append(("view", view)) }
        if let from { fields.append(("from", from)) }
        fields.append(("to", to))
        return event("phase", fields, at: microseconds)
    }

    /// Free text worth keeping; text that would make the line longer than ``maxLineBytes`` is
    /// cut and ends with `…`.
    public mutating func note(_ text: String, at microseconds: Int64) -> String {
        let value = JSONText.quoted(text, limit: LifelineTraceLines.maxLineBytes - LifelineTraceLines.noteOverhead)
        return event("note", [], last: ("value", value), at: microseconds)
    }

    // `S1`, `S2`, … from a counter; the last scene when the caller has none.
    private mutating func sceneID(_ object: AnyObject?) -> String {
        guard let object else { return scenes.current }
        return scenes.name(of: object)
    }

    // `A`, `B`, … `Z`, `AA`, …
    private mutating func sessionID(_ key: String) -> String {
        if let known = sessions[key] { return known }
        var n = sessions.count, id = ""
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        repeat {
            id = String(letters[n % 26]) + id
            n = n / 26 - 1
        } while n >= 0
        sessions[key] = id
        return id
    }

    // `fields` are quoted within `valueLimit`; `last`, already quoted, ends the line.
    private mutating func event(
        _ kind: String, _ fields: [(String, String)], last: (String, String)? = nil,
        at microseconds: Int64
    ) -> String {
        seq += 1
        // Times never go backwards, whatever the clock does.
        lastMicroseconds = max(lastMicroseconds, microseconds)
        var line = "{\"seq\":\(seq),\"t\":\(JSONText.seconds(lastMicroseconds)),\"kind\":\"\(kind)\""
        for (key, value) in fields {
            line += ",\"\(key)\":" + JSONText.quoted(value, limit: LifelineTraceLines.valueLimit)
        }
        if let last { line += ",\"\(last.0)\":" + last.1 }
        return line + "}"
    }
}
