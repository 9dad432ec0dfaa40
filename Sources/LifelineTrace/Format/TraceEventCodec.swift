import LifelineModel
import LifelineSupport

/// Turns events into JSON Lines and back, with fixed key order so output is byte-stable.
public enum TraceEventCodec {
    /// The keys an event line may have, in the order the writer emits them.
    public static let keys = [
        "seq", "t", "kind", "name", "by", "receiver", "scene", "session", "method",
        "from", "to", "level", "view", "value", "dur", "cause", "detail", "handler"
    ]
    /// The same keys as a set, built once (not on every line the reference path reads).
    static let keySet = Set(keys)

    /// One event as a JSON object line (no trailing newline). The bytes come from
    /// `TraceLineEncoder`, which the writer and the importer use directly.
    package static func encode(_ e: TraceEvent) -> String {
        var encoder = TraceLineEncoder(capacity: 256)
        encoder.append(e)
        return String(decoding: UnsafeBufferPointer(rebasing: encoder.buffer.bytes.dropLast()), as: UTF8.self)
    }

    /// The header as a JSON object line.
    package static func encode(_ h: TraceHeader) -> String {
        var members: [(key: String, value: JSONValue)] = [("lifeline", .number(String(h.version)))]
        if let profile = h.profile { members.append(("profile", .string(profile.rawValue))) }
        members.append(("source", .string(h.source)))
        if let scenario = h.scenario { members.append(("scenario", .string(scenario))) }
        members += h.extra
        return JSONValue.object(members).serialized
    }

    /// Reads an event from a parsed line; `fail(column, message)` builds the diagnostic.
    static func decodeEvent(_ members: [JSONParser.Member], site: LineSite) throws(Diagnostic) -> TraceEvent {
        let fields = FieldReader(members: members, site: site)
        let seq = try fields.integer("seq", required: true) ?? 0
        if seq < 1 { throw site.error(fields.column(of: "seq"), "\"seq\" must be a positive integer, found \(seq)") }
        let time = try fields.time("t", required: true) ?? .zero
        let kind: EventKind = try fields.enumeration("kind", required: true) ?? .note
        var event = TraceEvent(seq: seq, time: time, kind: kind)
        event.name = try fields.string("name")
        event.by = try fields.enumeration("by")
        event.receiver = try fields.enumeration("receiver")
        event.scene = try fields.string("scene")
        event.session = try fields.string("session")
        if let method = try fields.string("method") {
            guard let callback = Callback(name: method) else {
                var message = "unknown callback \"\(method)\""
                if let near = Callback.nearest(to: method) { message += "; did you mean \"\(near.swiftName)\"?" }
                throw site.error(fields.column(of: "method"), message)
            }
            event.method = callback
        }
        event.from = try fields.string("from")
        event.to = try fields.string("to")
        event.level = try fields.enumeration("level")
        event.view = try fields.string("view")
        event.value = try fields.string("value")
        event.duration = try fields.time("dur")
        event.cause = try fields.integer("cause")
        event.detail = try fields.string("detail")
        event.handler = try fields.string("handler")
        try fields.rejectUnknown(allowed: keySet)
        try TraceSchema.validate(event, column: { fields.column(of: $0) }, site: site)
        return event
    }

    /// Reads the header from a parsed line 1.
    static func decodeHeader(_ members: [JSONParser.Member], site: LineSite) throws(Diagnostic) -> TraceHeader {
        let fields = FieldReader(members: members, site: site)
        guard fields.has("lifeline") else {
            if fields.has("seq") {
                throw site.error(1, "missing header line: a trace starts with {\"lifeline\":1,…}, found an event")
            }
            throw site.error(1, "missing field \"lifeline\" in the header (the trace format version)")
        }
        let version = try fields.integer("lifeline", required: true) ?? 0
        guard version == TraceHeader.currentVersion else {
            throw site.error(
                fields.column(of: "lifeline"),
                "unsupported trace format version \(version); this lifeline reads version \(TraceHeader.currentVersion)"
            )
        }
        let profile: Profile? = try fields.enumeration("profile")
        let source = try fields.string("source") ?? "unknown"
        let scenario = try fields.string("scenario")
        let known: Set<String> = ["lifeline", "profile", "source", "scenario"]
        let extra = members.filter { !known.contains($0.key) }.map { (key: $0.key, value: $0.value) }
        return TraceHeader(profile: profile, source: source, scenario: scenario, extra: extra, version: version)
    }
}
