import LifelineSupport
import LifelineTrace

/// IEEE 1849-2016 XES: a `<log>` of `<trace>`s of `<event>`s, with the Concept, Time and
/// Lifecycle standard extensions.
enum XESWriter {
    static func prologue(_ header: TraceHeader) -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <log xes.version="1849-2016" xes.features="" xmlns="http://www.xes-standard.org/">
              <extension name="Concept" prefix="concept" uri="http://www.xes-standard.org/concept.xesext"/>
              <extension name="Time" prefix="time" uri="http://www.xes-standard.org/time.xesext"/>
              <extension name="Lifecycle" prefix="lifecycle" uri="http://www.xes-standard.org/lifecycle.xesext"/>
              <global scope="trace">
                <string key="concept:name" value=""/>
              </global>
              <global scope="event">
                <string key="concept:name" value=""/>
                <date key="time:timestamp" value="1970-01-01T00:00:00.000000+00:00"/>
                <string key="lifecycle:transition" value="complete"/>
              </global>
              <classifier name="Activity" keys="concept:name"/>

            """
        out += "  " + string("concept:name", "lifeline " + (header.scenario ?? header.source)) + "\n"
        out += "  " + string("lifeline:source", header.source) + "\n"
        if let profile = header.profile { out += "  " + string("lifeline:profile", profile.rawValue) + "\n" }
        return out
    }

    static let epilogue = "</log>\n"

    static func trace(id: String, events: [TraceEvent]) -> String {
        var out = "  <trace>\n    " + string("concept:name", id) + "\n"
        for event in events {
            out += "    <event>\n"
            out += "      " + string("concept:name", ExportActivity.name(of: event) ?? "") + "\n"
            out += "      <date key=\"time:timestamp\" value=\"\(ExportTimestamp.iso8601(event.time))\"/>\n"
            out += "      " + string("lifecycle:transition", "complete") + "\n"
            out += "      " + string("kind", event.kind.rawValue) + "\n"
            if let receiver = event.receiver { out += "      " + string("receiver", receiver.rawValue) + "\n" }
            if let scene = event.scene { out += "      " + string("scene", scene) + "\n" }
            if let session = event.session { out += "      " + string("session", session) + "\n" }
            if let from = event.from { out += "      " + string("from", from) + "\n" }
            if let to = event.to { out += "      " + string("to", to) + "\n" }
            out += "      <int key=\"seq\" value=\"\(event.seq)\"/>\n"
            out += "    </event>\n"
        }
        return out + "  </trace>\n"
    }

    private static func string(_ key: String, _ value: String) -> String {
        "<string key=\"\(Escaping.XML.attribute(key))\" value=\"\(Escaping.XML.attribute(value))\"/>"
    }
}
