/**
 * Where React Native's and React's own types and components are documented.
 * The type checker says which package declares a name; these tables say which
 * page of that package's documentation explains it. A name missing here is
 * left unlinked and reported by the build.
 */

const RN_DOCS = 'https://reactnative.dev/docs/';
const REACT_TYPESCRIPT = 'https://react.dev/learn/typescript';

export const REACT_NATIVE_TYPES: Record<string, string> = {
  StyleProp: `${RN_DOCS}style`,
  ViewStyle: `${RN_DOCS}view-style-props`,
  TextStyle: `${RN_DOCS}text-style-props`,
  ImageStyle: `${RN_DOCS}image-style-props`,
  ColorValue: `${RN_DOCS}colors`,
  GestureResponderEvent: `${RN_DOCS}pressevent`,
  LayoutChangeEvent: `${RN_DOCS}layoutevent`,
  NativeSyntheticEvent: `${RN_DOCS}pressevent`,
  AccessibilityRole: `${RN_DOCS}accessibility#accessibilityrole`,
  AccessibilityState: `${RN_DOCS}accessibility#accessibilitystate`,
  AccessibilityActionInfo: `${RN_DOCS}accessibility#accessibility-actions`,
  Animated: `${RN_DOCS}animated`,
  'Animated.Value': `${RN_DOCS}animatedvalue`,
  'Animated.ValueXY': `${RN_DOCS}animatedvaluexy`,
  WithAnimatedValue: `${RN_DOCS}animated`,
  EndCallback: `${RN_DOCS}animated#start`,
  FlexAlignType: `${RN_DOCS}layout-props#alignitems`,
  EasingFunction: `${RN_DOCS}easing`,
  View: `${RN_DOCS}view`,
  ViewProps: `${RN_DOCS}view#props`,
  Text: `${RN_DOCS}text`,
  TextProps: `${RN_DOCS}text#props`,
  TextInput: `${RN_DOCS}textinput`,
  TextInputProps: `${RN_DOCS}textinput#props`,
  KeyboardTypeOptions: `${RN_DOCS}textinput#keyboardtype`,
  ImageProps: `${RN_DOCS}image#props`,
  ImageSourcePropType: `${RN_DOCS}image#source`,
  ImageURISource: `${RN_DOCS}image#imagesource`,
  ScrollView: `${RN_DOCS}scrollview`,
  ScrollViewProps: `${RN_DOCS}scrollview#props`,
  PressableProps: `${RN_DOCS}pressable#props`,
  PressableAndroidRippleConfig: `${RN_DOCS}pressable#rippleconfig`,
  PressableStateCallbackType: `${RN_DOCS}pressable#style`,
  Insets: `${RN_DOCS}pressable#hitslop`,
  ModalProps: `${RN_DOCS}modal#props`,
  SwitchProps: `${RN_DOCS}switch#props`,
};

export const REACT_TYPES: Record<string, string> = {
  ReactNode: `${REACT_TYPESCRIPT}#typing-children`,
  ReactElement: `${REACT_TYPESCRIPT}#typing-children`,
  ComponentProps: `${REACT_TYPESCRIPT}#useful-types`,
  ComponentPropsWithRef: `${REACT_TYPESCRIPT}#useful-types`,
  ComponentPropsWithoutRef: `${REACT_TYPESCRIPT}#useful-types`,
  ComponentType: `${REACT_TYPESCRIPT}#useful-types`,
  ElementType: `${REACT_TYPESCRIPT}#useful-types`,
  CSSProperties: `${REACT_TYPESCRIPT}#typing-style-props`,
  RefObject: 'https://react.dev/reference/react/useRef',
  MutableRefObject: 'https://react.dev/reference/react/useRef',
  Ref: 'https://react.dev/reference/react/forwardRef',
  RefAttributes: 'https://react.dev/reference/react/forwardRef',
  ForwardedRef: 'https://react.dev/reference/react/forwardRef',
};

/** Props React itself adds to every component (`ref` through `React.ComponentPropsWithRef`). */
export const REACT_PROPS: Record<string, string> = {
  ref: 'https://react.dev/learn/manipulating-the-dom-with-refs',
  key: 'https://react.dev/learn/rendering-lists#keeping-list-items-in-order-with-key',
  children: `${REACT_TYPESCRIPT}#typing-children`,
};

/**
 * The page of React Native's documentation for the props an interface of its types
 * declares: `ViewPropsAndroid` and `PointerEvents` are View's, `TextInputIOSProps`
 * TextInput's, and `AccessibilityProps` have their own page.
 */
export function reactNativeComponentOf(interfaceName: string): string {
  if (interfaceName.startsWith('Accessibility')) return 'Accessibility';
  if (/^(GestureResponderHandlers|Touchable$|PointerEvents$|TVViewProps)/.test(interfaceName)) return 'View';
  return interfaceName.replace(/Props/, '').replace(/(IOS|Android|Windows|Base)+$/, '') || interfaceName;
}

/** React Native's page for a component: `TouchableWithoutFeedback` -> `…/docs/touchablewithoutfeedback`. */
export function reactNativeComponentUrl(component: string): string {
  return `${RN_DOCS}${component.toLowerCase()}`;
}
