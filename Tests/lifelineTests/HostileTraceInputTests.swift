import Foundation
import Testing

/// Every hostile trace input, through `lifeline check`, with its exact message and status.
/// `FILE` in a message stands for the input's path.
@Suite("Hostile trace input")
struct HostileTraceInputTests {
    typealias Case = HostileCase

    static let header = HostileFiles.header
    static func text(_ lines: String...) -> [UInt8] { Array(lines.joined(separator: "\n").utf8) }

    static let cases: [Case] = [
        Case(
            name: "a line over 1 MiB",
            bytes: text(
                header, #"{"seq":1,"t":0,"kind":"note","value":""# + String(repeating: "x", count: 1 << 20) + "\"}", ""),
            expected: "FILE:2:1: error: line is longer than 1048576 bytes"),
        Case(
            name: "invalid UTF-8",
            bytes: text(header, "") + Array(#"{"seq":1,"t":0,"kind":"note","value":"a"#.utf8) + [0xFF, 0xFE]
                + Array("\"}\n".utf8),
            expected: "FILE:2:38: error: invalid UTF-8 in string"),
        Case(
            name: "a byte-order mark", bytes: [0xEF, 0xBB, 0xBF] + text(header, HostileFiles.note(1), ""),
            expected: "FILE:1:1: error: byte-order mark at the start of the trace; save it as UTF-8 without a BOM"),
        Case(
            name: "an empty file", bytes: [],
            expected: "FILE:1:1: error: empty trace: expected a header line {\"lifeline\":1,…}"),
        Case(
            name: "binary garbage", bytes: HostileFiles.garbage,
            expected: "FILE:1:1: error: expected a JSON object, found byte 0x0"),
        Case(
            name: "deeply nested JSON",
            bytes: text(header, #"{"seq":1,"detail":"# + String(repeating: "[", count: 100_000), ""),
            expected: "FILE:2:50: error: JSON nested deeper than 32 levels"),
        Case(
            name: "a number that overflows", bytes: text(header, #"{"seq":1,"t":1e400,"kind":"note","value":"x"}"#, ""),
            expected: "FILE:2:14: error: \"t\" is out of range: 1e400"),
        Case(
            name: "a seq that overflows",
            bytes: text(header, #"{"seq":99999999999999999999,"t":0,"kind":"note","value":"x"}"#, ""),
            expected: "FILE:2:8: error: \"seq\" is out of range: 99999999999999999999"),
        Case(
            name: "NaN", bytes: text(header, #"{"seq":1,"t":NaN,"kind":"note","value":"x"}"#, ""),
            expected: "FILE:2:14: error: expected a JSON value, found 'N'"),
        Case(
            name: "a duplicate key", bytes: text(header, #"{"seq":1,"seq":2,"t":0,"kind":"note","value":"x"}"#, ""),
            expected: "FILE:2:10: error: duplicate key \"seq\""),
        Case(
            name: "an unknown event kind", bytes: text(header, #"{"seq":1,"t":0,"kind":"bogus"}"#, ""),
            expected: """
                FILE:2:23: error: unknown kind \"bogus\"; expected one of \"action\", \"callback\", \
                \"notification\", \"state\", \"phase\", \"environment\", \"note\"
                """),
        Case(
            name: "a trace that ends mid-line",
            bytes: text(header, HostileFiles.note(1), #"{"seq":2,"t":0,"kind":"note","val"#),
            expected: "FILE:3:30: error: unterminated string"),
        Case(
            name: "a newline escaped into a name stays one line",
            bytes: text(header, #"{"seq":1,"t":0,"kind":"callback","receiver":"app","method":"a\nb\u001b[2J"}"#, ""),
            expected: #"FILE:2:60: error: unknown callback "a\nb\u{1B}[2J"; did you mean "viewDidLoad()"?"#)
    ]

    @Test("each hostile trace is one exact error line and exit status 2", arguments: cases)
    func rejected(_ testCase: Case) throws {
        try HostileFiles.expectRejected(
            testCase.bytes, named: "trace.jsonl", command: ["check", "FILE"], expected: testCase.expected)
    }

    @Test("CRLF line ends are read like LF: the trace is clean")
    func crlf() throws {
        let path = try HostileFiles.write(
            Array((HostileFiles.header + "\r\n" + HostileFiles.note(1) + "\r\n").utf8), named: "crlf.jsonl")
        let result = try CommandRunner.run(["check", path])
        #expect(result.status == 0)
        #expect(result.stdout == "1 trace checked: clean\n")
        #expect(result.stderr.isEmpty)
    }

    @Test("a last line without a line break is read when it is complete")
    func lastLineWithoutNewline() throws {
        let path = try HostileFiles.write(
            Array((HostileFiles.header + "\n" + HostileFiles.note(1)).utf8), named: "nonl.jsonl")
        let result = try CommandRunner.run(["check", path])
        #expect(result.status == 0)
        #expect(result.stdout == "1 trace checked: clean\n")
    }

    /// Every command relies on seq order, so a trace out of order is malformed, not a finding.
    @Test("seq going backwards is bad input: an error at the seq value, exit status 2")
    func seqGoingBackwardsIsRejected() throws {
        let path = try HostileFiles.write(
            Array([HostileFiles.header, HostileFiles.note(5), HostileFiles.note(3), ""].joined(separator: "\n").utf8),
            named: "backwards.jsonl")
        let result = try CommandRunner.run(["check", path])
        #expect(result.status == 2)
        #expect(result.stderr == "\(path):3:8: error: seq 3 does not increase (the previous event has seq 5)\n")
        // A repeated seq too, and through every reading command.
        let repeated = try HostileFiles.write(
            Array([HostileFiles.header, HostileFiles.note(5), HostileFiles.note(5), ""].joined(separator: "\n").utf8),
            named: "repeated.jsonl")
        for command in [["check"], ["stats"], ["render", "--format", "dot"]] {
            let again = try CommandRunner.run(command + [repeated])
            #expect(again.status == 2)
            #expect(again.stderr == "\(repeated):3:8: error: seq 5 does not increase (the previous event has seq 5)\n")
        }
    }
}
