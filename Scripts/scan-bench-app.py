#!/usr/bin/env python3
"""Generate the synthetic app folder that `make bench` times `lifeline scan` on.

Usage: Scripts/scan-bench-app.py OUT [--files 2000] [--seed 19] [--relevant 0.24]

Deterministic: the same arguments write the same bytes. The folder looks like a real UIKit
app still on the app-delegate life cycle, calibrated on home-assistant/iOS (1,622 Swift files,
6.1 KB each on average, about one in four naming a life-cycle API):
  - App.xcodeproj/project.pbxproj (one application target, INFOPLIST_FILE, iOS 15) and
    App/Info.plist (no scene manifest);
  - App/AppDelegate.swift (@main, window, launchOptions reads, the four activation methods),
    App/AppDelegate+Push.swift (an extension in a file of its own), App/SceneDelegate.swift;
  - of the other source files, 1/8 Objective-C (.h and .m pairs, some with
    `[UIApplication sharedApplication].keyWindow` and notification observers), the rest Swift:
    a share (--relevant, 24% by default) view controllers that observe UIApplication
    notifications and use UIScreen.main or keyWindow, the rest models, views and services of
    realistic size that name no life-cycle API (they are most of any real app). --relevant 1
    is the worst case: every file names a life-cycle API.
"""
import argparse
import os
import random
import shutil

SWIFT_PLAIN_MEMBERS = [
    """    func {name}(_ items: [{type}], limit: Int = {n}) -> [{type}] {{
        var result: [{type}] = []
        result.reserveCapacity(min(items.count, limit))
        for (index, item) in items.enumerated() where index % {m} == 0 {{
            guard result.count < limit else {{ break }}
            result.append(item)
        }}
        // Sorted by identifier so that the list is stable between launches.
        return result.sorted {{ $0.identifier < $1.identifier }}
    }}
""",
    """    var {name}: String {{
        switch state {{
        case .idle: return "idle {n}"
        case .loading(let progress): return "loading \\(Int(progress * 100))%"
        case .loaded(let count): return "\\(count) items"
        case .failed(let error): return "failed: \\(error.localizedDescription)"
        }}
    }}
""",
    """    func {name}(completion: @escaping (Result<{type}, Error>) -> Void) {{
        let request = URLRequest(url: baseURL.appendingPathComponent("{name}/{n}"))
        session.dataTask(with: request) {{ data, response, error in
            if let error {{ completion(.failure(error)); return }}
            guard let data, let http = response as? HTTPURLResponse, http.statusCode == 200 else {{
                completion(.failure(ServiceError.badResponse)); return
            }}
            do {{
                completion(.success(try JSONDecoder().decode({type}.self, from: data)))
            }} catch {{
                completion(.failure(error))
            }}
        }}.resume()
    }}
""",
    """    @ViewBuilder
    func {name}(_ value: {type}) -> some View {{
        VStack(alignment: .leading, spacing: {m}) {{
            Text(value.title).font(.headline)
            Text(value.subtitle).font(.subheadline).foregroundColor(.secondary)
            HStack {{
                ForEach(0..<{m}, id: \\.self) {{ index in
                    Circle().frame(width: 8, height: 8).opacity(index == {n} % {m} ? 1 : 0.3)
                }}
            }}
        }}
        .padding({m})
    }}
""",
]

SWIFT_LIFECYCLE_MEMBERS = [
    """    override func viewDidLoad() {{
        super.viewDidLoad()
        observers.append(NotificationCenter.default.addObserver(forName: UIApplication.{note}, object: nil, queue: .main) {{ [weak self] _ in
            self?.{name}()
        }})
        view.frame.size.width = UIScreen.main.bounds.width
    }}
""",
    """    func {name}() {{
        guard let root = UIApplication.shared.keyWindow?.rootViewController else {{ return }}
        for child in root.children where child !== self {{
            child.view.setNeedsLayout()
        }}
    }}
""",
    """    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {{
        tableView.deselectRow(at: indexPath, animated: true)
        delegate?.{name}(didSelect: indexPath.row + {n})
    }}
""",
]

NOTES = ["didBecomeActiveNotification", "willResignActiveNotification",
         "didEnterBackgroundNotification", "willEnterForegroundNotification"]


def fill(template, rng, name):
    return template.format(name=name, type=rng.choice(["Item", "Entity", "Sensor", "Zone", "Action"]),
                           n=rng.randint(1, 999), m=rng.randint(2, 9), note=rng.choice(NOTES))


def swift_plain(rng, i):
    kind = rng.choice(["struct", "final class", "enum"])
    name = "Feature%04d" % i
    body = "".join(fill(rng.choice(SWIFT_PLAIN_MEMBERS), rng, "member%d" % k) for k in range(rng.randint(5, 20)))
    header = "import Foundation\nimport SwiftUI\n\n/// Part %d of the app's features.\n" % i
    if kind == "enum":
        return header + "enum %s {\n    case idle, loading\n}\n\nextension %s {\n    var state: LoadState { .idle }\n%s}\n" % (name, name, body)
    return header + "%s %s {\n    var state: LoadState = .idle\n    let baseURL = URL(fileURLWithPath: \"/\")\n    let session = URLSession.shared\n\n%s}\n" % (kind, name, body)


def swift_lifecycle(rng, i):
    name = "Screen%04dViewController" % i
    members = [fill(rng.choice(SWIFT_LIFECYCLE_MEMBERS), rng, "refresh%d" % k) for k in range(rng.randint(1, 3))]
    members += [fill(rng.choice(SWIFT_PLAIN_MEMBERS), rng, "member%d" % k) for k in range(rng.randint(2, 10))]
    return ("import UIKit\nimport SwiftUI\n\nprotocol %sDelegate: AnyObject {\n    func refresh0(didSelect row: Int)\n}\n\n"
            "final class %s: UIViewController, UITableViewDelegate {\n"
            "    weak var delegate: (any %sDelegate)?\n    private var observers: [NSObjectProtocol] = []\n"
            "    var state: LoadState = .idle\n    let baseURL = URL(fileURLWithPath: \"/\")\n    let session = URLSession.shared\n\n%s"
            "    deinit { observers.forEach(NotificationCenter.default.removeObserver) }\n}\n") % (name, name, name, "".join(members))


def objc_pair(rng, i, relevant):
    name = "Legacy%04d" % i
    header = "#import <UIKit/UIKit.h>\n\n@interface %s : UIViewController\n@property (nonatomic) NSInteger count;\n- (void)reload;\n@end\n" % name
    methods = []
    for k in range(rng.randint(2, 8)):
        methods.append("- (NSInteger)value%d:(NSInteger)input {\n    NSInteger total = 0;\n    for (NSInteger j = 0; j < input; j++) {\n"
                       "        total += (j * %d) %% %d;\n    }\n    return total;\n}\n\n" % (k, rng.randint(2, 99), rng.randint(3, 17)))
    if rng.random() < relevant:
        methods.append("- (void)viewDidLoad {\n    [super viewDidLoad];\n    UIWindow *window = [UIApplication sharedApplication].keyWindow;\n"
                       "    self.view.frame = window.bounds;\n    [[NSNotificationCenter defaultCenter] addObserver:self\n"
                       "                                             selector:@selector(reload)\n"
                       "                                                 name:UIApplicationWillResignActiveNotification\n"
                       "                                               object:nil];\n}\n\n")
    body = '#import "%s.h"\n\n@implementation %s\n\n%s- (void)reload {\n    self.count += 1;\n}\n\n@end\n' % (name, name, "".join(methods))
    return header, body


APP_DELEGATE = """import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if let url = launchOptions?[.url] as? URL { open(url) }
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {}
    func applicationWillResignActive(_ application: UIApplication) {}
    func applicationDidEnterBackground(_ application: UIApplication) {}
    func applicationWillEnterForeground(_ application: UIApplication) {}

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        open(url)
    }

    @discardableResult
    func open(_ url: URL) -> Bool { true }
}
"""

APP_DELEGATE_PUSH = """import UIKit

// The app delegate's push methods, in a file that names no life-cycle protocol.
extension AppDelegate {
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        print(deviceToken.count)
    }

    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}
"""

SCENE_DELEGATE = """import UIKit

// Written ahead of the move to scenes; no manifest names it yet.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
    }

    func sceneDidBecomeActive(_ scene: UIScene) {}
}
"""

INFO_PLIST = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundlePackageType</key>
	<string>APPL</string>
	<key>CFBundleIdentifier</key>
	<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
	<key>UILaunchStoryboardName</key>
	<string>LaunchScreen</string>
</dict>
</plist>
"""

PBXPROJ = """// !$*UTF8*$!
{
	archiveVersion = 1;
	classes = {
	};
	objectVersion = 56;
	objects = {

/* Begin PBXNativeTarget section */
		B10000000000000000000010 /* App */ = {
			isa = PBXNativeTarget;
			buildConfigurationList = B10000000000000000000020 /* Build configuration list for PBXNativeTarget "App" */;
			name = App;
			productName = App;
			productType = "com.apple.product-type.application";
		};
/* End PBXNativeTarget section */

/* Begin PBXProject section */
		B10000000000000000000001 /* Project object */ = {
			isa = PBXProject;
			targets = (
				B10000000000000000000010 /* App */,
			);
		};
/* End PBXProject section */

/* Begin XCBuildConfiguration section */
		B10000000000000000000021 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				INFOPLIST_FILE = App/Info.plist;
				IPHONEOS_DEPLOYMENT_TARGET = 15.0;
				PRODUCT_NAME = "$(TARGET_NAME)";
			};
			name = Debug;
		};
/* End XCBuildConfiguration section */

/* Begin XCConfigurationList section */
		B10000000000000000000020 /* Build configuration list for PBXNativeTarget "App" */ = {
			isa = XCConfigurationList;
			buildConfigurations = (
				B10000000000000000000021 /* Debug */,
			);
		};
/* End XCConfigurationList section */
	};
	rootObject = B10000000000000000000001 /* Project object */;
}
"""


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--files", type=int, default=2000, help="source files (.swift, .m, .h)")
    parser.add_argument("--seed", type=int, default=19)
    parser.add_argument("--relevant", type=float, default=0.24, help="share of files that name a life-cycle API")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    tmp = args.out.rstrip("/") + ".tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    write(os.path.join(tmp, "App.xcodeproj", "project.pbxproj"), PBXPROJ)
    write(os.path.join(tmp, "App", "Info.plist"), INFO_PLIST)
    write(os.path.join(tmp, "App", "AppDelegate.swift"), APP_DELEGATE)
    write(os.path.join(tmp, "App", "AppDelegate+Push.swift"), APP_DELEGATE_PUSH)
    write(os.path.join(tmp, "App", "SceneDelegate.swift"), SCENE_DELEGATE)
    count = 3
    objc_pairs = args.files // 16
    for i in range(objc_pairs):
        header, body = objc_pair(rng, i, args.relevant)
        write(os.path.join(tmp, "App", "Legacy", "Legacy%04d.h" % i), header)
        write(os.path.join(tmp, "App", "Legacy", "Legacy%04d.m" % i), body)
        count += 2
    i = 0
    while count < args.files:
        folder = os.path.join(tmp, "App", "Features", "Group%02d" % (i % 40))
        if rng.random() < args.relevant:
            write(os.path.join(folder, "Screen%04d.swift" % i), swift_lifecycle(rng, i))
        else:
            write(os.path.join(folder, "Feature%04d.swift" % i), swift_plain(rng, i))
        count += 1
        i += 1
    shutil.rmtree(args.out, ignore_errors=True)
    os.rename(tmp, args.out)


if __name__ == "__main__":
    main()
