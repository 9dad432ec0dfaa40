/// RFC 4180 fields.
public enum CSVEscaping {
    /// `s` as a CSV field: quoted when it holds a comma, a quote, CR or LF (quotes doubled), or
    /// starts or ends with a space (some readers trim those).
    ///
    /// Works on bytes, not Characters: a quote can be part of a larger Character (after a
    /// prepended mark such as U+0604, or before a combining mark), and a Character-level
    /// replacement would leave that quote single and end the field early (found by `make fuzz`).
    public static func field(_ s: String) -> String {
        let bytes = s.utf8
        let needsQuotes = bytes.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }
            || bytes.first == 0x20 || bytes.last == 0x20
        guard needsQuotes else { return s }
        var out: [UInt8] = [UInt8(ascii: "\"")]
        out.reserveCapacity(bytes.count + 8)
        for byte in bytes {
            out.append(byte)
            if byte == UInt8(ascii: "\"") { out.append(byte) }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }
}
