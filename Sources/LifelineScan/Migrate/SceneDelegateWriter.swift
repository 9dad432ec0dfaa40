import LifelineModel

/// Writes the scene delegate `lifeline migrate` adds, in the app's language: the window the
/// app delegate made, now made for the window scene; the cold-launch events the launch
/// options carried, read from the connection options and handed to the scene twins; one
/// method per twin that calls the app delegate's code (``SceneTwinCall``).
enum SceneDelegateWriter {
    static let className = "SceneDelegate"

    /// `SceneDelegate.swift`.
    static func swift(_ plan: SceneDelegatePlan, indent: String) -> String {
        let i1 = indent, i2 = indent + indent, i3 = i2 + indent
        var out = (["import UIKit"] + plan.imports).joined(separator: "\n") + "\n\n"
        out += "// Written by `lifeline migrate`: the scene-based life cycle (TN3187). UIKit calls this class for\n"
        out += "// each window scene instead of calling the app delegate's UI methods (lifecycle-facts.md §2.5).\n"
        if plan.backDeploys { out += "@available(iOS 13.0, *)\n" }
        if plan.objcName { out += "@objc(\(className))\n" }
        out += "class \(className): UIResponder, UIWindowSceneDelegate {\n"
        out += "\(i1)var window: UIWindow?\n"
        if plan.needsAppDelegate {
            out += "\n\(i1)/// The app delegate, whose code this scene's events run: the app has one scene\n"
            out += "\(i1)/// (UIApplicationSupportsMultipleScenes is false).\n"
            out += """
                \(i1)private var appDelegate: \(plan.appDelegateClass) { UIApplication.shared.delegate as! \
                \(plan.appDelegateClass) }\n
                """
        }
        out += """
            \n\(i1)func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: \
            UIScene.ConnectionOptions) {\n
            """
        out +=
            plan.usesWindowScene || plan.adoptsWindow || plan.storyboards != nil
            ? "\(i2)guard let windowScene = scene as? UIWindowScene else { return }\n"
            : "\(i2)guard scene is UIWindowScene else { return }\n"
        if let storyboards = plan.storyboards {
            out +=
                "\(i2)\(MigrateComment.line("UIMainStoryboardFile and UIMainStoryboardFile~ipad differ: the scene loads the idiom's storyboard", section: "12"))\n"
            out +=
                "\(i2)let storyboard = UIDevice.current.userInterfaceIdiom == .pad ? \"\(storyboards.pad)\" : \"\(storyboards.phone)\"\n"
            out += "\(i2)window = UIWindow(windowScene: windowScene)\n"
            out += """
                \(i2)window?.rootViewController = UIStoryboard(name: storyboard, bundle: \
                nil).instantiateInitialViewController()\n
                """
            out += "\(i2)window?.makeKeyAndVisible()\n"
        }
        if plan.adoptsWindow {
            out += "\(i2)\(adoptComment)\n"
            out += """
                \(i2)if let window = appDelegate.window {\n\(i3)window.windowScene = windowScene\n\(i3)self.window = \
                window\n\(i3)window.makeKeyAndVisible()\n\(i2)}\n
                """
        }
        for (index, line) in plan.launchCode.enumerated() {
            if index == plan.windowCodeEnd { out += bridge(plan, swift: true, indent: i2) }
            out += line.isEmpty ? "\n" : i2 + line + "\n"
        }
        if plan.windowCodeEnd >= plan.launchCode.count { out += bridge(plan, swift: true, indent: i2) }
        out += coldLaunch(plan.calls.compactMap { $0.row.swiftColdLaunch.map { [$0] } }, indent: i2)
        out += "\(i1)}\n"
        for (row, method, _) in plan.calls {
            out += "\n\(i1)\(row.swiftDeclaration) {\n"
            var body = i2
            if let loop = row.swiftLoop {
                out += "\(i2)\(loop) {\n"
                body = i3
            }
            for line in row.swiftSetUp { out += body + line + "\n" }
            out +=
                body + (row.returnsValue ? "_ = " : "") + "appDelegate."
                + swiftCall(method, arguments: row.swiftArguments) + "\n"
            if row.swiftLoop != nil { out += "\(i2)}\n" }
            out += "\(i1)}\n"
        }
        out += "}\n"
        return out
    }

    /// The app delegate's `window` set to the scene's, right after the window is made: the
    /// launch code after it, and the rest of the app, read the app delegate's.
    private static func bridge(_ plan: SceneDelegatePlan, swift: Bool, indent: String) -> String {
        guard plan.bridgesWindow, !plan.adoptsWindow else { return "" }
        return indent
            + MigrateComment.line(
                "the app delegate's code reads its window; with one scene it is this scene's", section: "12") + "\n"
            + indent + (swift ? "appDelegate.window = window" : "appDelegate.window = self.window;") + "\n"
    }

    private static let adoptComment = MigrateComment.line(
        """
        the app delegate makes its window before any scene exists; giving it the window scene makes it this \
        scene's window
        """, section: "12")

    /// The statements that hand a cold launch's events to the scene twins, each once (a group
    /// is a statement with the `#if` lines around it).
    private static func coldLaunch(_ groups: [[String]], indent: String) -> String {
        var seen: Set<[String]> = []
        let unique = groups.filter { seen.insert($0).inserted }
        guard !unique.isEmpty else { return "" }
        return indent + """
            // A cold launch's URL, activity or quick action arrives here, not in the methods below \
            (lifecycle-facts.md §2.7).\n
            """
            + unique.joined().map { ($0.hasPrefix("#") ? "" : indent) + $0 + "\n" }.joined()
    }

    /// `handle(_:open:options:)` with arguments → `handle(a, open: b, options: c)`.
    static func swiftCall(_ name: String, arguments: [String]) -> String {
        guard let open = name.firstIndex(of: "(") else { return name + "()" }
        let labels = name[name.index(after: open)...].dropLast().split(separator: ":").map(String.init)
        let parts = zip(labels, arguments).map { $0 == "_" ? $1 : "\($0): \($1)" }
        return name[..<open] + "(" + parts.joined(separator: ", ") + ")"
    }

    /// `handle:openURL:options:` with arguments → `handle:a openURL:b options:c`.
    static func objcMessage(_ selector: String, arguments: [String]) -> String {
        let pieces = selector.split(separator: ":").map(String.init)
        guard selector.contains(":") else { return selector }
        return zip(pieces, arguments).map { "\($0):\($1)" }.joined(separator: " ")
    }

    /// `SceneDelegate.h` and `SceneDelegate.m`.
    static func objc(_ plan: SceneDelegatePlan, header appDelegateHeader: String, indent: String) -> (
        header: String, implementation: String
    ) {
        let i1 = indent, i2 = indent + indent
        var header = "#import <UIKit/UIKit.h>\n\n"
        header += "// Written by `lifeline migrate`: the scene-based life cycle (TN3187). UIKit calls this class for\n"
        header += "// each window scene instead of calling the app delegate's UI methods (lifecycle-facts.md §2.5).\n"
        if plan.backDeploys { header += "API_AVAILABLE(ios(13.0))\n" }
        header += "@interface \(className) : UIResponder <UIWindowSceneDelegate>\n\n"
        header += "@property (strong, nonatomic) UIWindow *window;\n\n@end\n"
        var out =
            (["#import \"\(className).h\"", "#import \"\(appDelegateHeader)\""] + plan.imports).joined(separator: "\n")
            + "\n\n@implementation \(className)\n\n"
        let appDelegate = """
            \(i1)\(plan.appDelegateClass) *appDelegate = (\(plan.appDelegateClass) \
            *)UIApplication.sharedApplication.delegate;\n
            """
        out += """
            - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session \
            options:(UISceneConnectionOptions *)connectionOptions {\n
            """
        out +=
            plan.usesWindowScene || plan.adoptsWindow || plan.storyboards != nil
            ? """
            \(i1)if (![scene isKindOfClass:[UIWindowScene class]]) { return; }\n\(i1)UIWindowScene *windowScene = \
            (UIWindowScene *)scene;\n
            """
            : "\(i1)if (![scene isKindOfClass:[UIWindowScene class]]) { return; }\n"
        if plan.bridgesWindow || plan.adoptsWindow || plan.launchCodeNamesAppDelegate { out += appDelegate }
        if let storyboards = plan.storyboards {
            out +=
                "\(i1)\(MigrateComment.line("UIMainStoryboardFile and UIMainStoryboardFile~ipad differ: the scene loads the idiom's storyboard", section: "12"))\n"
            out += """
                \(i1)NSString *storyboard = UIDevice.currentDevice.userInterfaceIdiom == UIUserInterfaceIdiomPad ? \
                @\"\(storyboards.pad)\" : @\"\(storyboards.phone)\";\n
                """
            out += "\(i1)self.window = [[UIWindow alloc] initWithWindowScene:windowScene];\n"
            out += """
                \(i1)self.window.rootViewController = [[UIStoryboard storyboardWithName:storyboard bundle:nil] \
                instantiateInitialViewController];\n
                """
            out += "\(i1)[self.window makeKeyAndVisible];\n"
        }
        if plan.adoptsWindow {
            out += "\(i1)\(adoptComment)\n"
            out += """
                \(i1)appDelegate.window.windowScene = windowScene;\n\(i1)self.window = \
                appDelegate.window;\n\(i1)[self.window makeKeyAndVisible];\n
                """
        }
        for (index, line) in plan.launchCode.enumerated() {
            if index == plan.windowCodeEnd { out += bridge(plan, swift: false, indent: i1) }
            out += line.isEmpty ? "\n" : (line.hasPrefix("#") ? "" : i1) + line + "\n"
        }
        if plan.windowCodeEnd >= plan.launchCode.count { out += bridge(plan, swift: false, indent: i1) }
        out += coldLaunch(
            plan.calls.compactMap { call in
                call.row.objcColdLaunch.map { PreprocessorConditions.wrap([$0], in: call.conditions) }
            }, indent: i1)
        out += "}\n"
        for (row, method, conditions) in plan.calls {
            out += "\n" + conditions.map { "#if \($0)\n" }.joined()
            out += "\(row.objcDeclaration) {\n" + appDelegate
            var body = i1
            if let loop = row.objcLoop {
                out += "\(i1)\(loop) {\n"
                body = i2
            }
            for line in row.objcSetUp { out += body + line + "\n" }
            out += body + "[appDelegate " + objcMessage(method, arguments: row.objcArguments) + "];\n"
            if row.objcLoop != nil { out += "\(i1)}\n" }
            out += "}\n" + conditions.map { _ in "#endif\n" }.joined()
        }
        out += "\n@end\n"
        return (header, out)
    }
}
