import Foundation
import Testing

/// One hostile input and what the command line must answer (an exact message, or a summary).
struct HostileCase: CustomStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    let expected: String
    var description: String { name }
}

/// Scratch files for tests that feed the command line hostile input.
enum HostileFiles {
    /// A fresh directory for one test (unique: test cases run in parallel).
    static func directory(_ name: String) throws -> String {
        let path = NSTemporaryDirectory() + "lifeline-hostile-\(getpid())-\(name)-\(UUID().uuidString.prefix(8))"
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes `bytes` to `name` in a fresh directory and returns its path.
    static func write(_ bytes: [UInt8], named name: String) throws -> String {
        let path = try directory(name) + "/" + name
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            throw CocoaError(.fileWriteUnknown)
        }
        return path
    }

    /// Runs `command` on `bytes` saved as `name` (`FILE` in the command and in `expected`
    /// stands for its path) and expects exactly `expected` on stderr, nothing on stdout, status 2.
    static func expectRejected(
        _ bytes: [UInt8], named name: String, command: [String], expected: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let path = try write(bytes, named: name)
        let result = try CommandRunner.run(command.map { $0 == "FILE" ? path : $0 })
        #expect(result.status == 2, sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(
            result.stderr == expected.replacingOccurrences(of: "FILE", with: path) + "\n",
            sourceLocation: sourceLocation)
    }

    /// A trace header line.
    static let header = #"{"lifeline":1,"profile":"ios13","source":"hand"}"#

    /// A well-formed note event.
    static func note(_ seq: Int, _ value: String = "x") -> String {
        #"{"seq":\#(seq),"t":0,"kind":"note","value":"\#(value)"}"#
    }

    /// Nine levels of nine aliases each (9^9 nodes once expanded) under `key`.
    static func billionLaughs(key: String) -> String {
        var lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...8 {
            lines.append(
                "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]")
        }
        lines.append("\(key): *a8")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Bytes that are neither text nor any format Lifeline reads.
    static let garbage: [UInt8] = [0x00, 0xFF, 0x13, 0x37, 0xC6, 0x9A, 0x0A, 0xFE, 0x01, 0x7F, 0x80, 0x0A]
}
