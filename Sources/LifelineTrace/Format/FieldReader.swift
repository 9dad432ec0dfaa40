import LifelineSupport

/// Typed access to the members of one JSON object line, with located errors.
struct FieldReader {
    private let members: [JSONParser.Member]
    private let site: LineSite

    init(members: [JSONParser.Member], site: LineSite) {
        self.members = members
        self.site = site
    }

    private func fail(_ column: Int, _ message: String) -> Diagnostic { site.error(column, message) }

    func has(_ key: String) -> Bool { members.contains { $0.key == key } }

    func column(of key: String) -> Int { members.first { $0.key == key }?.column ?? 1 }

    private func member(_ key: String, required: Bool) throws(Diagnostic) -> JSONParser.Member? {
        if let found = members.first(where: { $0.key == key }) {
            if case .null = found.value { throw fail(found.column, "\"\(key)\" must not be null") }
            return found
        }
        if required { throw fail(1, "missing field \"\(key)\"") }
        return nil
    }

    func string(_ key: String, required: Bool = false) throws(Diagnostic) -> String? {
        guard let m = try member(key, required: required) else { return nil }
        guard case .string(let s) = m.value else {
            throw fail(m.column, "\"\(key)\" must be a string, found \(m.value.typeName)")
        }
        return s
    }

    func integer(_ key: String, required: Bool = false) throws(Diagnostic) -> Int? {
        guard let m = try member(key, required: required) else { return nil }
        guard case .number(let text) = m.value else {
            throw fail(m.column, "\"\(key)\" must be an integer, found \(m.value.typeName)")
        }
        guard let value = Int(text) else {
            if text.contains(".") || text.contains("e") || text.contains("E") {
                throw fail(m.column, "\"\(key)\" must be an integer, found \(text)")
            }
            throw fail(m.column, "\"\(key)\" is out of range: \(text)")
        }
        return value
    }

    func time(_ key: String, required: Bool = false) throws(Diagnostic) -> TraceTime? {
        guard let m = try member(key, required: required) else { return nil }
        guard case .number(let text) = m.value else {
            throw fail(m.column, "\"\(key)\" must be a number of seconds, found \(m.value.typeName)")
        }
        if text.hasPrefix("-") { throw fail(m.column, "\"\(key)\" must not be negative, found \(text)") }
        if let time = TraceTime(parsing: text) { return time }
        if let seconds = Double(text), seconds.isFinite, seconds >= 0, seconds < 9e9 {
            return TraceTime(seconds: seconds)
        }
        throw fail(m.column, "\"\(key)\" is out of range: \(text)")
    }

    func enumeration<E: RawRepresentable & CaseIterable>(_ key: String, required: Bool = false) throws(Diagnostic) -> E?
    where E.RawValue == String {
        guard let text = try string(key, required: required) else { return nil }
        guard let value = E(rawValue: text) else {
            let choices = E.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw fail(column(of: key), "unknown \(key) \"\(text)\"; expected one of \(choices)")
        }
        return value
    }

    func rejectUnknown(allowed: Set<String>) throws(Diagnostic) {
        for m in members where !allowed.contains(m.key) {
            throw fail(m.column, "unknown field \"\(m.key)\"")
        }
    }
}
