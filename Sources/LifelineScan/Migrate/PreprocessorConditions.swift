/// The `#if` conditions in force at a place of an Objective-C file (the tokenizer drops
/// preprocessor lines): code `lifeline migrate` moves into the scene delegate keeps them, so a
/// `#if !TARGET_OS_TV` quick action still builds for tvOS, where the class is compiled too.
enum PreprocessorConditions {
    /// The conditions enclosing `offset`, outermost first, as `#if` can spell them.
    static func at(_ offset: Int, in bytes: [UInt8]) -> [String] {
        var stack: [String] = []
        var position = 0
        for line in UnifiedDiff.lines(bytes) {
            if position >= offset { break }
            position += line.count
            let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard text.hasPrefix("#") else { continue }
            let directive = text.dropFirst().drop { $0 == " " || $0 == "\t" }
            func rest(_ word: String) -> String {
                var value = String(directive.dropFirst(word.count)).trimmingCharacters(in: .whitespaces)
                if let comment = value.range(of: "//") {
                    value = String(value[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces)
                }
                return value
            }
            if directive.hasPrefix("ifdef") {
                stack.append("defined(\(rest("ifdef")))")
            } else if directive.hasPrefix("ifndef") {
                stack.append("!defined(\(rest("ifndef")))")
            } else if directive.hasPrefix("if") {
                stack.append(rest("if"))
            } else if directive.hasPrefix("elif"), let last = stack.popLast() {
                stack.append("!(\(last)) && (\(rest("elif")))")
            } else if directive.hasPrefix("else"), let last = stack.popLast() {
                stack.append("!(\(last))")
            } else if directive.hasPrefix("endif") {
                _ = stack.popLast()
            }
        }
        return stack
    }

    /// `lines` between `#if` and `#endif` lines for each condition in `conditions[dropping:]`.
    static func wrap(_ lines: [String], in conditions: [String]) -> [String] {
        guard !conditions.isEmpty else { return lines }
        return conditions.map { "#if " + $0 } + lines + conditions.map { _ in "#endif" }
    }
}
