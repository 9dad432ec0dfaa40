/// RFC 4180 fields.
public enum CSVEscaping {
    /// `s` as a CSV field: quoted when it holds a comma, a quote, CR or LF (quotes doubled), or
    /// starts or ends with a space (some readers trim those).
    public static func field(_ s: String) -> String {
        let needsQuotes = s.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }
            || s.utf8.first == 0x20 || s.utf8.last == 0x20
        guard needsQuotes else { return s }
        return "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

private extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: Character(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
