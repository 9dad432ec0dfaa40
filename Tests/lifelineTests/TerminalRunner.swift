#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// Runs the built `lifeline` with standard output on a pseudo-terminal, as from an
/// interactive shell: `isatty(1)` is true in the child, and what it writes there is collected.
enum TerminalRunner {
    struct Result {
        var status: Int32
        /// What reached the terminal (with the terminal's own `\r\n` line ends).
        var terminal: [UInt8]
        var stderr: String
    }

    /// Runs `lifeline arguments` in the repository; nil when no pseudo-terminal can be had.
    static func run(_ arguments: [String]) throws -> Result? {
        guard let pty = PseudoTerminalCalls.load() else { return nil }
        let primary = pty.open(O_RDWR | O_NOCTTY)
        guard primary >= 0 else { return nil }
        defer { close(primary) }
        guard pty.grant(primary) == 0, pty.unlock(primary) == 0, let name = pty.name(primary) else { return nil }
        let secondary = open(name, O_RDWR | O_NOCTTY)
        guard secondary >= 0 else { return nil }

        // Drain the terminal as the child writes, so a large output cannot fill it and block.
        let collected = Collected()
        let drained = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(primary, $0.baseAddress, $0.count) }
                if count > 0 {
                    collected.append(buffer[0..<count])
                    continue
                }
                if count < 0 && errno == EINTR { continue }
                break  // EIO once the last holder of the secondary side has closed it
            }
            drained.signal()
        }

        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = CommandRunner.repository
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        process.environment = env
        let err = Pipe(), input = Pipe()
        process.standardOutput = FileHandle(fileDescriptor: secondary, closeOnDealloc: false)
        process.standardError = err
        process.standardInput = input
        do { try process.run() } catch {
            close(secondary)
            throw error
        }
        try input.fileHandleForWriting.close()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        close(secondary)
        drained.wait()
        return Result(
            status: process.terminationStatus, terminal: collected.bytes,
            stderr: String(decoding: errData, as: UTF8.self))
    }

    private final class Collected: @unchecked Sendable {  // `storage` is only touched under `lock`
        private let lock = NSLock()
        private var storage: [UInt8] = []
        func append(_ bytes: ArraySlice<UInt8>) {
            lock.lock()
            storage += bytes
            lock.unlock()
        }
        var bytes: [UInt8] {
            lock.lock()
            defer { lock.unlock() }
            return storage
        }
    }
}

/// posix_openpt, grantpt, unlockpt and ptsname: Darwin's module has them; Glibc's module
/// leaves them out (they need _XOPEN_SOURCE), so there they are looked up in the C library.
private struct PseudoTerminalCalls {
    var open: @convention(c) (Int32) -> Int32
    var grant: @convention(c) (Int32) -> Int32
    var unlock: @convention(c) (Int32) -> Int32
    var name: @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    static func load() -> PseudoTerminalCalls? {
        #if canImport(Glibc)
            func symbol<T>(_ name: String, _ type: T.Type) -> T? {
                dlsym(nil, name).map { unsafeBitCast($0, to: type) }  // nil handle: RTLD_DEFAULT
            }
            guard let open = symbol("posix_openpt", (@convention(c) (Int32) -> Int32).self),
                let grant = symbol("grantpt", (@convention(c) (Int32) -> Int32).self),
                let unlock = symbol("unlockpt", (@convention(c) (Int32) -> Int32).self),
                let name = symbol("ptsname", (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
            else { return nil }
            return PseudoTerminalCalls(open: open, grant: grant, unlock: unlock, name: name)
        #else
            return PseudoTerminalCalls(open: posix_openpt, grant: grantpt, unlock: unlockpt, name: ptsname)
        #endif
    }
}
