/// A small RFC 4180 reader, to read exported CSV back in tests and fuzz targets.
///
/// Fields are separated by commas and records by CRLF (a lone LF is accepted too); a field
/// in double quotes may hold commas, quotes (doubled) and line breaks.
public enum CSVReader {
    /// A record that does not follow RFC 4180.
    public struct Malformed: Error, Equatable, CustomStringConvertible {
        public let offset: Int
        public let reason: String
        public var description: String { "byte \(offset): \(reason)" }
    }

    /// The records of `text`; an empty last line is not a record.
    public static func records(_ text: String) throws(Malformed) -> [[String]] {
        let bytes = Array(text.utf8)
        var records: [[String]] = []
        var record: [String] = []
        var field: [UInt8] = []
        var i = 0
        var quoted = false
        var atFieldStart = true
        func endField() {
            record.append(String(decoding: field, as: UTF8.self))
            field = []
            atFieldStart = true
        }
        while i < bytes.count {
            let byte = bytes[i]
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\"") {
                        field.append(byte)
                        i += 2
                        continue
                    }
                    quoted = false
                    i += 1
                    guard i == bytes.count || [UInt8(ascii: ","), 0x0D, 0x0A].contains(bytes[i]) else {
                        throw Malformed(offset: i, reason: "text after a closing quote")
                    }
                    continue
                }
                field.append(byte)
                i += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\"") where atFieldStart:
                quoted = true
                atFieldStart = false
            case UInt8(ascii: "\""):
                throw Malformed(offset: i, reason: "a quote inside an unquoted field")
            case UInt8(ascii: ","):
                endField()
            case 0x0D where i + 1 < bytes.count && bytes[i + 1] == 0x0A:
                i += 1
                fallthrough
            case 0x0A:
                endField()
                records.append(record)
                record = []
            default:
                field.append(byte)
                atFieldStart = false
            }
            i += 1
        }
        guard !quoted else { throw Malformed(offset: bytes.count, reason: "unterminated quoted field") }
        if !field.isEmpty || !record.isEmpty {
            endField()
            records.append(record)
        }
        return records
    }
}
