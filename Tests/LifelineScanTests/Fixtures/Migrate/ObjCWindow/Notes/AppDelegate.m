#import "AppDelegate.h"
#import "NotesViewController.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.store = [NoteStore new];
    NotesViewController *notes = [[NotesViewController alloc] initWithStore:self.store];
    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:notes];
    [self.window makeKeyAndVisible];
    NSURL *url = launchOptions[UIApplicationLaunchOptionsURLKey];
    if (url) {
        [self openNoteAtURL:url];
    }
    return YES;
}

- (void)applicationDidBecomeActive:(UIApplication *)application {
    [self.store reload];
}

- (void)applicationDidEnterBackground:(UIApplication *)application {
    [self.store save];
}

- (BOOL)application:(UIApplication *)app
            openURL:(NSURL *)url
            options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options {
    [self openNoteAtURL:url];
    return YES;
}

- (void)applicationWillTerminate:(UIApplication *)application {
    [self.store save];
}

- (void)openNoteAtURL:(NSURL *)url {
    UINavigationController *navigation = (UINavigationController *)self.window.rootViewController;
    [navigation popToRootViewControllerAnimated:NO];
}

@end
