extension Escaping.CSV {
    /// The first characters that make a spreadsheet read a cell as a formula (or, for tab and
    /// CR, shift it into one): OWASP's "CSV Injection" list.
    static let formulaStarts: Set<UInt8> = [
        UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D
    ]

    /// `s` as a CSV field: quoted when it holds a comma, a quote, CR or LF (quotes doubled), or
    /// starts or ends with a space (some readers trim those).
    ///
    /// A field that starts with `=`, `+`, `-`, `@`, tab or CR is neutralised as OWASP
    /// recommends: a single quote is put before it and the field is quoted, so LibreOffice,
    /// Excel and Google Sheets show `'=SUM(1,2)` as text instead of evaluating it. The quote
    /// is visible to a program reading the CSV; only ids and names from an untrusted trace can
    /// start that way (timestamps, kinds and seq never do).
    ///
    /// Works on bytes, not Characters: a quote can be part of a larger Character (after a
    /// prepended mark such as U+0604, or before a combining mark), and a Character-level
    /// replacement would leave that quote single and end the field early (found by `make fuzz`).
    public static func field(_ s: String) -> String {
        if let first = s.utf8.first, formulaStarts.contains(first) { return quoted(Array("'".utf8) + s.utf8) }
        let bytes = s.utf8
        let needsQuotes =
            bytes.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }
            || bytes.first == 0x20 || bytes.last == 0x20
        guard needsQuotes else { return s }
        return quoted(bytes)
    }

    /// `bytes` between double quotes, each quote doubled.
    private static func quoted<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
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
