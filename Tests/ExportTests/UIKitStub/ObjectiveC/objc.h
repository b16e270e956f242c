// The Objective-C root class, so that Swift code type-checked against the stub may use
// `@objc` and `#selector` as it does on iOS (swiftc -enable-objc-interop; nothing is linked).
#pragma clang assume_nonnull begin
__attribute__((objc_root_class))
@interface NSObject
- (instancetype)init;
@end
#pragma clang assume_nonnull end
