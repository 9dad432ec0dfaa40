import Foundation
import LifelineTestSupport
import Testing
@testable import LifelineSupport
@testable import LifelineTrace

/// Each malformed input and the exact diagnostic it gets.
@Suite("Trace reader errors")
struct TraceErrorTests {
    static let header = #"{"lifeline":1,"profile":"ios13","source":"hand"}"#

    static let cases: [(name: String, text: String, expected: String)] = [
        ("empty file", "", "1:1: error: empty trace: expected a header line {\"lifeline\":1,…}"),
        (
            "unknown version", #"{"lifeline":2}"#,
            "1:13: error: unsupported trace format version 2; this lifeline reads version 1"
        ),
        (
            "no header", #"{"seq":1,"t":0,"kind":"note","value":"x"}"#,
            "1:1: error: missing header line: a trace starts with {\"lifeline\":1,…}, found an event"
        ),
        (
            "unknown profile", #"{"lifeline":1,"profile":"ios99"}"#,
            """
            1:25: error: unknown profile \"ios99\"; expected one of \"ios12\", \"ios13\", \"ipados-multiwindow\", \
            \"swiftui\"
            """
        ),
        ("not JSON", header + "\nhello", "2:1: error: expected a JSON object, found 'h'"),
        (
            "truncated line", header + "\n" + #"{"seq":1,"t":0,"kind":"#,
            "2:23: error: expected a JSON value, found end of line"
        ),
        ("missing field", header + "\n" + #"{"seq":1,"kind":"note","value":"x"}"#, "2:1: error: missing field \"t\""),
        (
            "wrong type", header + "\n" + #"{"seq":"1","t":0,"kind":"note","value":"x"}"#,
            "2:8: error: \"seq\" must be an integer, found a string"
        ),
        (
            "unknown kind", header + "\n" + #"{"seq":1,"t":0,"kind":"bogus"}"#,
            """
            2:23: error: unknown kind \"bogus\"; expected one of \"action\", \"callback\", \"notification\", \
            \"state\", \"phase\", \"environment\", \"note\"
            """
        ),
        (
            "unknown callback",
            header + "\n"
                + #"{"seq":1,"t":0,"kind":"callback","receiver":"scene","scene":"S1","method":"sceneDidBecomeActiv(_:)"}"#,
            "2:75: error: unknown callback \"sceneDidBecomeActiv(_:)\"; did you mean \"sceneDidBecomeActive(_:)\"?"
        ),
        (
            "wrong receiver",
            header + "\n" + #"{"seq":1,"t":0,"kind":"callback","receiver":"app","method":"sceneDidBecomeActive(_:)"}"#,
            "2:45: error: sceneDidBecomeActive(_:) is a UISceneDelegate method; its receiver is \"scene\", not \"app\""
        ),
        (
            "missing kind field", header + "\n" + #"{"seq":1,"t":0,"kind":"action"}"#,
            "2:1: error: action event is missing field \"name\""
        ),
        (
            "unknown state", header + "\n" + #"{"seq":1,"t":0,"kind":"state","name":"suspend","to":"asleep"}"#,
            """
            2:53: error: unknown state \"asleep\" in \"to\"; expected one of \"notRunning\", \"inactive\", \
            \"active\", \"background\", \"suspended\"
            """
        ),
        (
            "unknown field", header + "\n" + #"{"seq":1,"t":0,"kind":"note","value":"x","colour":"red"}"#,
            "2:51: error: unknown field \"colour\""
        ),
        (
            "duplicate key", header + "\n" + #"{"seq":1,"seq":2,"t":0,"kind":"note","value":"x"}"#,
            "2:10: error: duplicate key \"seq\""
        ),
        (
            "negative time", header + "\n" + #"{"seq":1,"t":-1,"kind":"note","value":"x"}"#,
            "2:14: error: \"t\" must not be negative, found -1"
        ),
        (
            "huge seq", header + "\n" + #"{"seq":99999999999999999999,"t":0,"kind":"note","value":"x"}"#,
            "2:8: error: \"seq\" is out of range: 99999999999999999999"
        ),
        (
            "NaN", header + "\n" + #"{"seq":1,"t":NaN,"kind":"note","value":"x"}"#,
            "2:14: error: expected a JSON value, found 'N'"
        ),
        (
            "trailing garbage", header + "\n" + #"{"seq":1,"t":0,"kind":"note","value":"x"} x"#,
            "2:43: error: unexpected 'x' after the JSON object"
        ),
        (
            "byte-order mark", "\u{FEFF}" + header,
            "1:1: error: byte-order mark at the start of the trace; save it as UTF-8 without a BOM"
        ),
        (
            "unknown notification",
            header + "\n" + #"{"seq":1,"t":0,"kind":"notification","name":"UIApplication.didBecomeActiveNotificaton"}"#,
            """
            2:45: error: unknown notification \"UIApplication.didBecomeActiveNotificaton\"; did you mean \
            \"UIApplication.didBecomeActiveNotification\"?
            """
        ),
        (
            "deep nesting", header + "\n" + String(repeating: "[", count: 100),
            "2:1: error: expected a JSON object, found '['"
        ),
        (
            "deep nesting in a value", header + "\n" + #"{"seq":1,"detail":"# + String(repeating: "[", count: 40),
            "2:50: error: JSON nested deeper than 32 levels"
        )
    ]

    @Test("each malformed case gets its exact file:line:column message", arguments: cases.indices)
    func malformed(index: Int) throws {
        let testCase = Self.cases[index]
        let path = scratchPath("bad-\(index).jsonl")
        try testCase.text.write(toFile: path, atomically: true, encoding: .utf8)
        do {
            let reader = try TraceReader(path: path)
            _ = try reader.readAll()
            Issue.record("\(testCase.name): no error")
        } catch {
            #expect(error.description == "\(path):\(testCase.expected)", "\(testCase.name)")
        }
    }

    @Test("invalid UTF-8 inside a string is an error, not a replacement character")
    func invalidUTF8() throws {
        let path = scratchPath("bad-utf8.jsonl")
        var bytes = Array((Self.header + "\n" + #"{"seq":1,"t":0,"kind":"note","value":"a"#).utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array("\"}\n".utf8)
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        #expect(throws: Diagnostic(file: path, line: 2, column: 38, "invalid UTF-8 in string")) {
            _ = try TraceReader(path: path).readAll()
        }
    }

    @Test("a line over the limit is an error before memory grows past it")
    func longLine() throws {
        let path = scratchPath("long-line.jsonl")
        let long =
            #"{"seq":1,"t":0,"kind":"note","value":""# + String(repeating: "x", count: LineReader.maxLineLength + 10)
            + "\"}"
        try (Self.header + "\n" + long + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: Diagnostic(file: path, line: 2, column: 1, "line is longer than 1048576 bytes")) {
            _ = try TraceReader(path: path).readAll()
        }
    }

    @Test("CRLF line ends and blank lines are read like LF")
    func crlf() throws {
        let path = scratchPath("crlf.jsonl")
        try (Self.header + "\r\n\r\n" + #"{"seq":1,"t":0,"kind":"note","value":"x"}"# + "\r\n").write(
            toFile: path, atomically: true, encoding: .utf8)
        #expect(try TraceReader(path: path).readAll().count == 1)
    }

    @Test("a missing file names itself")
    func missingFile() {
        #expect(
            throws: Diagnostic(
                file: "/nonexistent/t.jsonl", line: 1, column: 1, "cannot open file: No such file or directory")
        ) {
            _ = try TraceReader(path: "/nonexistent/t.jsonl")
        }
    }
}
