import * as React from 'react';
import { StyleSheet, View } from 'react-native';
import { Button, Snackbar } from 'react-native-paper';

type SnackbarContextValue = { showMessage: (message: string) => void };

const SnackbarContext = React.createContext<SnackbarContextValue>({
  showMessage: () => {},
});

const useSnackbar = () => React.useContext(SnackbarContext);

const SnackbarProvider = ({ children }: { children: React.ReactNode }) => {
  const [message, setMessage] = React.useState({ id: 0, text: '' });
  const [visible, setVisible] = React.useState(false);

  const value = React.useMemo(
    () => ({
      showMessage: (text: string) => {
        // A new id remounts the Snackbar, so each message gets its full duration.
        setMessage((current) => ({ id: current.id + 1, text }));
        setVisible(true);
      },
    }),
    []
  );

  return (
    <SnackbarContext.Provider value={value}>
      <View style={styles.root}>
        {children}
        <Snackbar
          key={message.id}
          visible={visible}
          onDismiss={() => setVisible(false)}
        >
          {message.text}
        </Snackbar>
      </View>
    </SnackbarContext.Provider>
  );
};

const SaveButton = () => {
  const { showMessage } = useSnackbar();

  return (
    <Button mode="contained" onPress={() => showMessage('Draft saved')}>
      Save draft
    </Button>
  );
};

const ShareButton = () => {
  const { showMessage } = useSnackbar();

  return (
    <Button mode="outlined" onPress={() => showMessage('Link copied')}>
      Copy link
    </Button>
  );
};

const MyComponent = () => (
  <SnackbarProvider>
    <View style={styles.screen}>
      <SaveButton />
      <ShareButton />
    </View>
  </SnackbarProvider>
);

const styles = StyleSheet.create({
  root: { flex: 1 },
  screen: { flex: 1, gap: 12, justifyContent: 'center', padding: 16 },
});

export default MyComponent;
