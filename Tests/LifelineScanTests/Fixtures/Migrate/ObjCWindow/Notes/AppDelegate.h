#import <UIKit/UIKit.h>

@class NoteStore;

@interface AppDelegate : UIResponder <UIApplicationDelegate>

@property (strong, nonatomic) UIWindow *window;
@property (strong, nonatomic) NoteStore *store;

- (void)openNoteAtURL:(NSURL *)url;

@end
