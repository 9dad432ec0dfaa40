#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One key press from the terminal on standard input, without waiting for Return.
enum KeyPress {
    /// Waits for a key and returns its first byte (nil at the end of input). The terminal is
    /// put in non-canonical, no-echo mode for the read and restored right after.
    static func wait() -> UInt8? {
        var saved = termios()
        let isTerminal = tcgetattr(0, &saved) == 0
        if isTerminal {
            var raw = saved
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
            // One byte at a time, no timeout (VMIN = 1, VTIME = 0).
            withUnsafeMutableBytes(of: &raw.c_cc) { cc in
                cc[Int(VMIN)] = 1
                cc[Int(VTIME)] = 0
            }
            tcsetattr(0, TCSANOW, &raw)
        }
        defer { if isTerminal { tcsetattr(0, TCSANOW, &saved) } }
        var byte: UInt8 = 0
        return read(0, &byte, 1) == 1 ? byte : nil
    }
}
