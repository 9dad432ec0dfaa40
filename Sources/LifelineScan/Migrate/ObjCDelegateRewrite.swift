import LifelineModel
import LifelineRuntime

/// The Objective-C side of `lifeline migrate` for the app delegate's `@implementation` (and its
/// `@interface`): the same steps as ``SwiftDelegateRewrite``, read from the project's tokenizer.
struct ObjCDelegateRewrite {
    let implementationPath: String
    let headerPath: String
    let className: String
    let backDeploys: Bool
    let generated: Bool

    private(set) var implementationEdits: [TextEdit] = []
    private(set) var headerEdits: [TextEdit] = []
    private(set) var notes: [MigrationNote] = []
    private(set) var launchCode: [String] = []
    private(set) var usesWindowScene = false
    /// How many lines of ``launchCode`` set up the window (the app delegate gets it after them).
    private(set) var windowCodeEnd = 0
    private(set) var namesAppDelegate = false
    private(set) var hasWindowProperty = false
    /// The app delegate makes its main window in code that stays: the scene adopts it.
    private(set) var adoptsWindow = false
    private(set) var twins: [(callback: Callback, method: String, conditions: [String])] = []
    /// The interface's properties: moved code reaches `_name` as `appDelegate.name`.
    private var properties: Set<String> = []
    private(set) var indent = "    "
    /// The byte ranges the move deletes, by file.
    var movedRanges: [String: [Range<Int>]] {
        [implementationPath: implementationEdits.filter { $0.replacement.isEmpty }.map(\.range)]
    }

    private let bytes: [UInt8]
    private let header: [UInt8]
    private let tokens: [ObjCToken]
    private let lines: LineIndex

    init(
        implementationPath: String, implementation: [UInt8], headerPath: String, header: [UInt8],
        className: String, backDeploys: Bool, generated: Bool
    ) {
        self.implementationPath = implementationPath
        self.headerPath = headerPath
        self.className = className
        self.backDeploys = backDeploys
        self.generated = generated
        bytes = implementation
        self.header = header
        tokens = ObjCTokenizer.tokens(String(decoding: implementation, as: UTF8.self))
        lines = LineIndex(implementation)
    }

    private func text(_ i: Int) -> String { i >= 0 && i < tokens.count ? tokens[i].text : "" }

    private func location(_ i: Int) -> CodeLocation {
        CodeLocation(file: implementationPath, line: tokens[i].line, column: tokens[i].column)
    }

    mutating func run() {
        let headerTokens = ObjCTokenizer.tokens(String(decoding: header, as: UTF8.self))
        var inInterface = false
        var interfaceEnd: Int?
        for (index, token) in headerTokens.enumerated() {
            if token.text == "@interface", index + 1 < headerTokens.count, headerTokens[index + 1].text == className {
                inInterface = true
            }
            if inInterface, token.text == "@property" {
                var j = index
                while j < headerTokens.count, headerTokens[j].text != ";" { j += 1 }
                if j > 0, headerTokens[j - 1].text == "window" { hasWindowProperty = true }
                if j > 0, headerTokens[j - 1].kind == .identifier { properties.insert(headerTokens[j - 1].text) }
            }
            if inInterface, token.text == "@end" {
                interfaceEnd = LineIndex(header).lineStart(token.offset)
                inInterface = false
            }
        }
        var i = 0
        var inImplementation = false
        var declarations: [String] = []
        var implementation: [Range<Int>] = []
        while i < tokens.count {
            if text(i) == "@implementation" {
                inImplementation = text(i + 1) == className
                if inImplementation { implementation.append(i..<tokens.count) }
            }
            if text(i) == "@end", inImplementation {
                if generated {
                    let at = lines.lineStart(tokens[i].offset)
                    implementationEdits.append(
                        TextEdit(at..<at, Self.configurationMethod(indent: indent, backDeploys: backDeploys)))
                }
                inImplementation = false
                if let last = implementation.popLast() { implementation.append(last.lowerBound..<i) }
            }
            if inImplementation, text(i) == "-", text(i + 1) == "(", i > 0,
                [";", "}", ")"].contains(text(i - 1)) || text(i - 2) == "@implementation"
            {
                i = method(at: i, declarations: &declarations)
                continue
            }
            i += 1
        }
        adoptWindows(in: implementation)
        if generated, let last = lastImport() {
            implementationEdits.append(TextEdit(last..<last, "#import \"\(SceneDelegateWriter.className).h\"\n"))
        }
        if let interfaceEnd, !declarations.isEmpty {
            headerEdits.append(
                TextEdit(
                    interfaceEnd..<interfaceEnd,
                    "// \(MigrateComment.marker) called by SceneDelegate, its scene twins (lifecycle-facts.md §2.5)\n"
                        + declarations.joined() + "\n"))
        }
    }

    /// Windows the app delegate still makes (a helper, willFinishLaunching, launch code that
    /// could not move): its main window (`self.window = [[UIWindow alloc] init…]`) is handed to
    /// the scene when it connects; another window is left to a person.
    private mutating func adoptWindows(in ranges: [Range<Int>]) {
        let moved = implementationEdits.filter { $0.replacement.isEmpty }.map(\.range)
        for range in ranges {
            for k in range
            where text(k) == "alloc" && text(k - 2) == "[" && text(k - 1).hasSuffix("Window")
                && text(k + 1) == "]" && (text(k + 2) == "initWithFrame" || text(k + 2) == "init")
            {
                let start = k - 3 >= 0 && text(k - 3) == "[" ? k - 3 : k - 2
                guard !moved.contains(where: { $0.contains(tokens[start].offset) }) else { continue }
                let main =
                    (text(start - 1) == "=" && text(start - 2) == "window" && text(start - 3) == "."
                        && text(start - 4) == "self")
                    || (text(start - 1) == "=" && text(start - 2) == "_window")
                if main {
                    adoptsWindow = true
                    comment(
                        at: tokens[start].offset,
                        """
                        under scenes this window shows once SceneDelegate gives it the window scene, in \
                        scene:willConnectToSession:options:
                        """, section: "12")
                    notes.append(
                        MigrationNote(
                            kind: .moved, location: location(start),
                            text: """
                                \(className)'s window stays where it is made; SceneDelegate gives it the window scene \
                                when the scene connects
                                """))
                } else {
                    comment(
                        at: tokens[start].offset,
                        """
                        a window made from a frame shows under scenes only with a window scene: create it with \
                        initWithWindowScene:, or set its windowScene
                        """, section: "12")
                    notes.append(
                        MigrationNote(
                            kind: .person, location: location(start),
                            text: "a second window made from a frame: give it a window scene"))
                }
            }
        }
    }

    /// The offset after the last `#import` line.
    private func lastImport() -> Int? {
        var found: Int?
        var offset = 0
        for line in UnifiedDiff.lines(bytes) {
            if line.starts(with: Array("#import".utf8)) || line.starts(with: Array("@import".utf8)) {
                found = offset + line.count
            }
            offset += line.count
        }
        return found
    }

    /// One method: its selector, its body; returns the index after it.
    private mutating func method(at start: Int, declarations: inout [String]) -> Int {
        var j = start + 1
        j = skipParens(from: j)
        var selector = ""
        let nameIndex = j
        var parameters: [String] = []
        while j < tokens.count, text(j) != "{", text(j) != ";" {
            if tokens[j].kind == .identifier, text(j + 1) == ":" {
                selector += text(j) + ":"
                j = skipParens(from: j + 2)
                if j < tokens.count, tokens[j].kind == .identifier {
                    parameters.append(text(j))
                    j += 1
                }
                continue
            }
            if tokens[j].kind == .identifier, selector.isEmpty { selector = text(j) }
            j += 1
        }
        guard j < tokens.count, text(j) == "{" else { return j + 1 }
        let close = matching(j)
        if indent == "    ", j + 1 < close {
            indent = lines.indentation(at: tokens[j + 1].offset)
        }
        guard let callback = Callback(name: selector), callback.receiver == .app else { return close + 1 }
        let at = location(nameIndex)
        // Both launch methods run before any scene exists; what they do for the UI moves.
        if callback == .didFinishLaunching || callback == .willFinishLaunching {
            launch(from: j, to: close, application: parameters.first ?? "application")
            return close + 1
        }
        guard callback.info.routing[.ios13] == .notDelivered else { return close + 1 }
        if let row = SceneTwinCall.of(callback), twins.allSatisfy({ SceneTwinCall.of($0.callback)?.scene != row.scene })
        {
            if backDeploys {
                twins.append((callback, selector, PreprocessorConditions.at(tokens[start].offset, in: bytes)))
                notes.append(
                    MigrationNote(
                        kind: .stays, location: at,
                        text:
                            "\(className) \(selector) stays (the deployment target includes iOS 12, where UIKit still calls it); the scene delegate's \(row.scene?.selector ?? "twin") calls it"
                    ))
                return close + 1
            }
            let renamed = MovedMethodName.renamedName(selector, language: .objectiveC)
            implementationEdits.append(
                TextEdit(tokens[nameIndex].offset..<tokens[nameIndex].end, MovedMethodName.renamed(text(nameIndex))))
            let signature =
                String(decoding: bytes[tokens[start].offset..<tokens[nameIndex].offset], as: UTF8.self)
                + MovedMethodName.renamed(text(nameIndex))
                + String(decoding: bytes[tokens[nameIndex].end..<tokens[j].offset], as: UTF8.self)
            let conditions = PreprocessorConditions.at(tokens[start].offset, in: bytes)
            declarations.append(
                PreprocessorConditions.wrap(
                    [
                        signature.split(whereSeparator: { $0 == "\n" || $0 == " " || $0 == "\t" }).joined(
                            separator: " ") + ";"
                    ],
                    in: conditions
                ).joined(separator: "\n") + "\n")
            twins.append((callback, renamed, conditions))
            notes.append(
                MigrationNote(
                    kind: .moved, location: at,
                    text:
                        "\(className) \(selector) → SceneDelegate \(row.scene?.selector ?? "?"), which calls its code, renamed \(renamed)"
                ))
        } else if SceneTwinCall.of(callback) == nil {
            comment(
                at: tokens[start].offset,
                """
                UIKit does not call \(selector) once the app has scenes and it has no scene twin; move what it does \
                by hand
                """, section: "2.5")
            notes.append(
                MigrationNote(
                    kind: .person, location: at,
                    text: "\(className) \(selector) is not called under scenes and has no scene twin"))
        }
        return close + 1
    }

    /// The statements of `didFinishLaunching` between its braces, split at the top level.
    private mutating func launch(from open: Int, to close: Int, application: String) {
        var statements: [Range<Int>] = []
        var begin = open + 1
        var depth = 0
        var k = open + 1
        while k < close {
            let t = text(k)
            if t == "(" || t == "[" || t == "{" { depth += 1 }
            if t == ")" || t == "]" || t == "}" { depth -= 1 }
            if depth == 0, t == ";" || (t == "}" && text(k + 1) != "else" && text(k + 1) != ";" && text(k + 1) != ")") {
                statements.append(begin..<(k + 1))
                begin = k + 1
            }
            k += 1
        }
        let uses: [LaunchStatement] = statements.map { range in
            var use = LaunchStatement()
            use.returns = text(range.lowerBound) == "return"
            for k in range {
                let t = text(k)
                if tokens[k].kind == .identifier { use.names.insert(t) }
                if (t == "window" && text(k - 1) == "." && text(k - 2) == "self") || t == "_window"
                    || (t == "window" && text(k - 1) == "self")
                {
                    use.window = true
                }
                if t.lowercased().hasSuffix("launchoptions") {
                    if text(k + 1) == "[", let key = LaunchOptionKey.named(text(k + 2)) { use.keys.append(key) }
                    if text(k + 1) == "objectForKey" || text(k + 1) == "valueForKey",
                        let key = LaunchOptionKey.named(text(k + 3))
                    {
                        use.keys.append(key)
                    }
                }
            }
            // `Type *name = …` declares name.
            var depth = 0
            for k in range {
                if ["(", "[", "{"].contains(text(k)) { depth += 1 }
                if [")", "]", "}"].contains(text(k)) { depth -= 1 }
                if depth == 0, text(k) == "=", k - 2 >= range.lowerBound, tokens[k - 1].kind == .identifier,
                    text(k - 2) == "*" || tokens[k - 2].kind == .identifier
                {
                    use.declared.insert(text(k - 1))
                }
            }
            return use
        }
        let split = LaunchSplit.split(uses)
        for (index, key) in split.unmovable {
            comment(
                at: tokens[statements[index].lowerBound].offset,
                "\(key.objcName) is nil under scenes; read \(key.replacement)", section: "12")
            notes.append(
                MigrationNote(
                    kind: .person, location: location(statements[index].lowerBound),
                    text: "\(key.objcName) has no connection-option value: read \(key.replacement)"))
        }
        let moving = split.moving
        guard !moving.isEmpty else { return }
        if let clash = split.clash {
            comment(at: tokens[statements[clash].lowerBound].offset, LaunchSplit.clashComment, section: "2.1")
            notes.append(
                MigrationNote(
                    kind: .person, location: location(statements[clash].lowerBound), text: LaunchSplit.clashNote))
            return
        }
        let firstOffset = tokens[statements[moving.min() ?? 0].lowerBound].offset
        let baseIndent = lines.indentation(at: firstOffset)
        var kept: [String] = []
        for index in moving.sorted() {
            let range = statements[index]
            let start = lines.lineStart(tokens[range.lowerBound].offset)
            let end = lines.lineEnd(tokens[range.upperBound - 1].offset)
            let textStart = tokens[range.lowerBound].offset
            let textEnd = tokens[range.upperBound - 1].end
            var edits: [TextEdit] = []
            for k in range {
                let t = text(k)
                func replace(_ a: Int, _ b: Int, _ with: String) {
                    edits.append(TextEdit((tokens[a].offset - textStart)..<(tokens[b].end - textStart), with))
                }
                if (t == "initWithFrame" || t == "init"), text(k - 1) == "]", text(k - 2) == "alloc",
                    text(k - 3).hasSuffix("Window")
                {
                    var depth = 0, m = k
                    while m < range.upperBound {
                        if text(m) == "[" { depth += 1 }
                        if text(m) == "]" {
                            if depth == 0 { break }
                            depth -= 1
                        }
                        m += 1
                    }
                    edits.append(
                        TextEdit(
                            (tokens[k].offset - textStart)..<(tokens[m].offset - textStart),
                            "initWithWindowScene:windowScene"))
                    usesWindowScene = true
                } else if t == "_window" {
                    replace(k, k, "self.window")
                } else if t == "self",
                    !(text(k + 1) == "." && text(k + 2) == "window") && !(text(k + 1) == "window" && text(k - 1) == "[")
                {
                    replace(k, k, "appDelegate")
                    namesAppDelegate = true
                } else if t == application, tokens[k].kind == .identifier, text(k - 1) != "." {
                    replace(k, k, "UIApplication.sharedApplication")
                } else if t.lowercased().hasSuffix("launchoptions"), text(k + 1) == "[",
                    let key = LaunchOptionKey.named(text(k + 2)), let read = key.connectionRead
                {
                    replace(k, k + 3, read.objc)
                } else if text(k - 1) == "[", t.lowercased().hasSuffix("launchoptions"),
                    let key = LaunchOptionKey.named(text(k + 3)), let read = key.connectionRead
                {
                    replace(k - 1, k + 4, read.objc)
                }
                if t.hasPrefix("_"), t != "_window", tokens[k].kind == .identifier,
                    properties.contains(String(t.dropFirst()))
                {
                    replace(k, k, "appDelegate." + t.dropFirst())
                    namesAppDelegate = true
                } else if t.hasPrefix("_"), t != "_window", tokens[k].kind == .identifier {
                    notes.append(
                        MigrationNote(
                            kind: .person, location: location(k),
                            text:
                                "moved code reads the instance variable \(t): reach it through a property of \(className)"
                        ))
                }
            }
            // Edits from a whole `[launchOptions objectForKey:…]` cover the inner tokens' own.
            let original = Array(bytes[textStart..<textEnd])
            let moved = String(decoding: TextEdit.apply(nonOverlapping(edits), to: original), as: UTF8.self)
            // Inside the launch method's `#if`s, the moved code keeps them.
            let inside = Array(
                PreprocessorConditions.at(textStart, in: bytes).dropFirst(
                    PreprocessorConditions.at(tokens[open].offset, in: bytes).count))
            launchCode += PreprocessorConditions.wrap(SwiftDelegateRewrite.dedent(moved, by: baseIndent), in: inside)
            if uses[index].window { windowCodeEnd = launchCode.count }
            if backDeploys {
                kept += String(decoding: bytes[start..<end], as: UTF8.self).split(
                    separator: "\n", omittingEmptySubsequences: false
                )
                .dropLast().map { baseIndent + indent + $0.dropFirst(baseIndent.count) }
            }
            implementationEdits.append(TextEdit(start..<end, ""))
            notes.append(
                MigrationNote(
                    kind: .moved, location: location(range.lowerBound),
                    text:
                        "\(uses[index].window ? "window set-up" : uses[index].keys.isEmpty ? "launch code the move needs" : "launch-option read") `\(SwiftDelegateRewrite.firstLine(String(decoding: original, as: UTF8.self)))` → SceneDelegate scene:willConnectToSession:options:"
                ))
        }
        if backDeploys {
            let at = lines.lineStart(firstOffset)
            let block =
                [
                    baseIndent + "if (@available(iOS 13.0, *)) {",
                    baseIndent + indent
                        + MigrateComment.line(
                            "from iOS 13 SceneDelegate does this, in scene:willConnectToSession:options:", section: "6"),
                    baseIndent + "} else {"
                ] + kept + [baseIndent + "}"]
            implementationEdits.append(TextEdit(at..<at, block.joined(separator: "\n") + "\n"))
        }
    }

    /// Drops an edit inside another (the outer one rewrites the whole expression).
    private func nonOverlapping(_ edits: [TextEdit]) -> [TextEdit] {
        edits.filter { edit in
            !edits.contains {
                $0.range != edit.range && $0.range.lowerBound <= edit.range.lowerBound
                    && edit.range.upperBound <= $0.range.upperBound
            }
        }
    }

    private mutating func comment(at offset: Int, _ text: String, section: String?) {
        let start = lines.lineStart(offset)
        implementationEdits.append(
            TextEdit(start..<start, lines.indentation(at: offset) + MigrateComment.line(text, section: section) + "\n"))
    }

    private func skipParens(from i: Int) -> Int {
        guard text(i) == "(" else { return i }
        var depth = 0, j = i
        while j < tokens.count {
            if text(j) == "(" { depth += 1 }
            if text(j) == ")" {
                depth -= 1
                if depth == 0 { return j + 1 }
            }
            j += 1
        }
        return j
    }

    private func matching(_ i: Int) -> Int {
        var depth = 0, j = i
        while j < tokens.count {
            if text(j) == "{" { depth += 1 }
            if text(j) == "}" {
                depth -= 1
                if depth == 0 { return j }
            }
            j += 1
        }
        return tokens.count - 1
    }

    /// `application:configurationForConnectingSceneSession:options:` for a generated manifest.
    static func configurationMethod(indent: String, backDeploys: Bool) -> String {
        var out =
            MigrateComment.line(
                """
                the target generates its Info.plist, whose scene manifest names no configuration: this one names the \
                scene delegate
                """, section: "6") + "\n"
        out += """
            - (UISceneConfiguration *)application:(UIApplication *)application \
            configurationForConnectingSceneSession:(UISceneSession *)connectingSceneSession \
            options:(UISceneConnectionOptions *)options
            """
        out += backDeploys ? " API_AVAILABLE(ios(13.0)) {\n" : " {\n"
        out += """
            \(indent)UISceneConfiguration *configuration = [[UISceneConfiguration alloc] initWithName:@\"Default \
            Configuration\" sessionRole:connectingSceneSession.role];\n
            """
        out += "\(indent)configuration.delegateClass = [\(SceneDelegateWriter.className) class];\n"
        out += "\(indent)return configuration;\n}\n\n"
        return out
    }
}
