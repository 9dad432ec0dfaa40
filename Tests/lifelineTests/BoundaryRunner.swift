import Foundation

/// Runs the built `lifeline` with what `CommandRunner` does not offer: standard output to a
/// chosen file (`/dev/full`), bytes kept raw, and the child's peak memory and times, measured
/// by a python3 parent that has no other child (`ru_maxrss` of its children, which the parent
/// turns into bytes: macOS reports it in bytes, Linux in kilobytes).
///
/// Two times: `cpuSeconds` bounds the work a command does, whatever else the machine runs (a
/// limit on wall time fails under load: a 150,000-scene case took over 60 s wall while two
/// builds shared two cores); `seconds`, wall time, is for what uses no CPU at all, such as a
/// command blocked on a FIFO.
enum BoundaryRunner {
    struct Result {
        var status: Int32
        var stdout: [UInt8]
        var stderr: String
        /// Peak resident memory in MB, when measured.
        var peakMB: Double = 0
        /// Wall time in seconds, when measured.
        var seconds: Double = 0
        /// The child's user and system CPU time in seconds, when measured.
        var cpuSeconds: Double = 0
    }

    /// `setpriv`, which runs a command as another user: root reads every folder, so a test of
    /// what an unreadable one does runs the command as `nobody` when the tests run as root.
    static let setpriv = "/usr/bin/setpriv"

    /// Whether a test can run the command as a user who cannot read a 0000 folder.
    static var canDropPrivileges: Bool { getuid() != 0 || FileManager.default.isExecutableFile(atPath: setpriv) }

    /// Runs `lifeline arguments` in `directory` (default: the repository); `unprivileged`: as
    /// `nobody` when the tests run as root.
    static func run(
        _ arguments: [String], in directory: URL = CommandRunner.repository, stdoutPath: String? = nil,
        stdin: [UInt8]? = nil, measured: Bool = false, unprivileged: Bool = false
    ) throws -> Result {
        let process = Process()
        let command =
            (unprivileged && getuid() == 0 ? [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", "--"] : [])
            + [CommandRunner.executable.path]
        if measured {
            let script = """
                import resource, subprocess, sys, time
                start = time.monotonic()
                status = subprocess.call(sys.argv[1:])
                usage = resource.getrusage(resource.RUSAGE_CHILDREN)
                peak = usage.ru_maxrss
                # ru_maxrss is in bytes on macOS and in kilobytes on Linux: bytes, whichever.
                peak_bytes = peak if sys.platform == "darwin" else peak * 1024
                sys.stderr.write("\\nMEASURED %d %f %f\\n" % (
                    peak_bytes, time.monotonic() - start, usage.ru_utime + usage.ru_stime))
                sys.exit(status if status >= 0 else 128 - status)
                """
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", script] + command + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: command[0])
            process.arguments = Array(command.dropFirst()) + arguments
        }
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        let sink = stdoutPath.flatMap { FileHandle(forWritingAtPath: $0) }
        process.standardOutput = sink ?? out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin)) }
        try input.fileHandleForWriting.close()
        let outData = sink == nil ? out.fileHandleForReading.readDataToEndOfFile() : Data()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var result = Result(
            status: process.terminationStatus, stdout: Array(outData), stderr: String(decoding: errData, as: UTF8.self))
        if measured, let line = result.stderr.split(separator: "\n").last(where: { $0.hasPrefix("MEASURED ") }) {
            let parts = line.split(separator: " ")
            result.peakMB = (Double(parts[1]) ?? 0) / 1_048_576
            result.seconds = Double(parts[2]) ?? 0
            result.cpuSeconds = Double(parts[3]) ?? 0
        }
        return result
    }

    /// A fresh directory for one test.
    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-io-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
