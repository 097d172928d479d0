import * as React from 'react';
import { RadioButton } from 'react-native-paper';

const plans = [
  { id: 1, name: 'Monthly' },
  { id: 12, name: 'Yearly' },
];

const MyComponent = () => {
  // null means nothing is selected yet
  const [planId, setPlanId] = React.useState<number | null>(null);

  return (
    <RadioButton.Group
      value={planId === null ? '' : String(planId)}
      onValueChange={(value) => setPlanId(Number(value))}
    >
      {plans.map((plan) => (
        <RadioButton.Item key={plan.id} label={plan.name} value={String(plan.id)} />
      ))}
    </RadioButton.Group>
  );
};

export default MyComponent;
